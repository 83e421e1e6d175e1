import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';

/** /event-condition (alias /privacy-policy): the privacy policy and the rules of events and promotions. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  return <LegalDocument parts={['privacy', 'eventRules']} title={t('common.links.privacy')} />;
}
