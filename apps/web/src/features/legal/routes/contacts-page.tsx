import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import { ContactCards } from '../components/contact-cards';
import { LegalDocument } from '../components/legal-document';
import styles from '../components/legal-document.module.css';

/** /contacts: support, partner and advertising addresses, company data and how to reach support. */
export default function ContactsPage() {
  const { t } = useTranslation('legal');
  const { supportMail } = useSiteConfig().contacts;
  // Without a support address the page offers its own form rather than pointing to itself.
  const extraValues = useMemo(() => ({ supportWay: supportMail ? t('contacts.form.viaMail', { email: supportMail }) : t('contacts.form.viaForm') }), [supportMail, t]);
  return (
    <LegalDocument
      parts={['contacts']}
      extraValues={extraValues}
      intro={
        <>
          <p className={styles.lead}>{t(supportMail ? 'contacts.lead' : 'contacts.leadForm')}</p>
          <ContactCards />
        </>
      }
    />
  );
}
