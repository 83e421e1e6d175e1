import { useTranslation } from 'react-i18next';
import { ContactCards } from '../components/contact-cards';
import { LegalDocument } from '../components/legal-document';
import styles from '../components/legal-document.module.css';

/** /contacts: support, partner and advertising addresses, company data and how to reach support. */
export default function ContactsPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      parts={['contacts']}
      intro={
        <>
          <p className={styles.lead}>{t('contacts.lead')}</p>
          <ContactCards />
        </>
      }
    />
  );
}
