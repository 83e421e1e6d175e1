import { SOCIAL_NETWORKS } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import { contactHref } from '../utils/legal-content';
import { ContactForm } from './contact-form';
import styles from './contact-cards.module.css';

const SOCIALS = SOCIAL_NETWORKS.map((key) => ({ key, label: key === 'vk' ? 'VK' : 'Telegram' }));

/** Contact addresses (or the support form when no support address is set), company data and social links from the site configuration. */
export function ContactCards() {
  const { t } = useTranslation('legal');
  const { contacts, legalData, socials } = useSiteConfig();
  const mail = [
    { key: 'support', contact: contacts.supportMail },
    { key: 'partners', contact: contacts.partnerMail },
    { key: 'ads', contact: contacts.adContacts },
  ] as const;
  // Addresses the operator did not configure are not shown.
  const shown = mail.filter((m) => m.contact);

  return (
    <div className={styles.grid}>
      {!contacts.supportMail && (
        <section className={[styles.card, styles.formCard].join(' ')} data-primary="true" aria-labelledby="contact-form">
          <h2 id="contact-form" className={styles.title}>
            {t('contacts.cards.support.title')}
          </h2>
          <p className={styles.text}>{t('contacts.form.lead')}</p>
          <ContactForm />
        </section>
      )}
      {shown.map(({ key, contact }) => (
        <section key={key} className={styles.card} data-primary={key === 'support'} aria-labelledby={`contact-${key}`}>
          <h2 id={`contact-${key}`} className={styles.title}>
            {t(`contacts.cards.${key}.title`)}
          </h2>
          <p className={styles.text}>{t(`contacts.cards.${key}.text`)}</p>
          <a className={styles.mail} href={contactHref(contact)} aria-label={t('contacts.cards.write', { email: contact })}>
            {contact}
          </a>
        </section>
      ))}
      <section className={styles.card} aria-labelledby="contact-legal">
        <h2 id="contact-legal" className={styles.title}>
          {t('contacts.cards.legal.title')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('contacts.cards.legal.company')}</dt>
          <dd>{legalData.beneficiary}</dd>
          <dt>{t('contacts.cards.legal.registration')}</dt>
          <dd>{legalData.registrationNumber}</dd>
          <dt>{t('contacts.cards.legal.address')}</dt>
          <dd>{legalData.address}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="contact-socials">
        <h2 id="contact-socials" className={styles.title}>
          {t('contacts.cards.socials.title')}
        </h2>
        <p className={styles.text}>{t('contacts.cards.socials.text')}</p>
        <ul className={styles.socials}>
          {SOCIALS.map(({ key, label }) => (
            <li key={key}>
              <a className={styles.social} href={socials[key]} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
