import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { partnerFormTranslate } from '../utils/partner-texts';
import styles from './admin.module.css';

/** A refused partner call (a freeze) in Russian: the console's own words where it has them, else the error catalogue's. */
export function PartnerError({ error, testId }: { error: unknown; testId?: string }) {
  const { t, i18n } = useTranslation('admin');
  if (!error) return null;
  const text = isApiError(error) ? partnerFormTranslate(t, i18n)(error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' });
  return (
    <p className={styles.error} role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
