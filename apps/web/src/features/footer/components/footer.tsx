import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { FooterStats } from './footer-stats';
import { PaymentBadges } from './payment-badges';
import styles from './footer.module.css';

const LINKS = [
  { to: paths.faq, key: 'faq' },
  { to: paths.cookies, key: 'cookies' },
  { to: paths.contacts, key: 'contacts' },
  { to: paths.userAgreement, key: 'agreement' },
  { to: paths.eventCondition, key: 'privacy' },
  { to: paths.fairInstructions, key: 'fairness' },
] as const;

/** Footer: live statistics, legal data, contacts, documents and payment methods. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { legalData, contacts, footer } = useSiteConfig();
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <FooterStats />
        <div className={styles.columns}>
          <div className={styles.about}>
            <Logo />
            <p>{t('footer.about')}</p>
            <p>
              {legalData.beneficiary}, {legalData.registrationNumber}
              <br />
              {legalData.address}
            </p>
          </div>
          <nav aria-label={t('footer.documents')}>
            <p className={styles.heading}>{t('footer.documents')}</p>
            <ul className={styles.links}>
              {LINKS.map((link) => (
                <li key={link.key}>
                  <Link to={link.to}>{t(`footer.links.${link.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <p className={styles.heading}>{t('footer.contacts')}</p>
            <div className={styles.contact}>
              <span>{t('footer.support')}</span>
              <a href={`mailto:${contacts.supportMail}`}>
                <Icon name="mail" size={16} />
                {contacts.supportMail}
              </a>
              <span>{t('footer.partners')}</span>
              <a href={`mailto:${contacts.partnerMail}`}>
                <Icon name="mail" size={16} />
                {contacts.partnerMail}
              </a>
              <span>{t('footer.ads')}</span>
              <a href={`mailto:${contacts.adContacts}`}>
                <Icon name="mail" size={16} />
                {contacts.adContacts}
              </a>
            </div>
          </div>
        </div>
        <div className={styles.bottom}>
          <PaymentBadges methods={footer.paymentMethods} />
          <div className={styles.legal}>
            <span className={styles.age} title={t('footer.ageHint')}>
              18+
            </span>
            <span>{t('footer.copyright', { copyright: footer.copyright, year: new Date().getFullYear() })}</span>
          </div>
        </div>
      </div>
    </footer>
  );
}
