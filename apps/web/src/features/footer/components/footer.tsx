import { SOCIAL_NETWORKS } from '@tastydrop/domain';
import { Fragment } from 'react';
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
  { to: paths.responsiblePlay, key: 'responsiblePlay' },
] as const;

/** Footer: live statistics, legal data, contacts, the site's networks, documents and the payment methods it takes. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { legalData, contacts, footer, socials, siblingSite, game } = useSiteConfig();
  // Only the addresses the operator configured.
  const mails = (
    [
      { key: 'support', mail: contacts.supportMail },
      { key: 'partners', mail: contacts.partnerMail },
      { key: 'ads', mail: contacts.adContacts },
    ] as const
  ).filter((m) => m.mail);
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <FooterStats />
        <div className={styles.columns}>
          <div className={styles.about}>
            <Logo />
            <p>{t('footer.about', { context: game })}</p>
            {legalData.beneficiary && (
              <p data-testid="footer-legal">
                {[legalData.beneficiary, legalData.registrationNumber].filter(Boolean).join(', ')}
                {legalData.address && <br />}
                {legalData.address}
              </p>
            )}
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
            {mails.length === 0 && (
              <Link className={styles.contactLink} to={paths.contacts}>
                {t('footer.links.contacts')}
              </Link>
            )}
            <div className={styles.contact}>
              {mails.map(({ key, mail }) => (
                <Fragment key={key}>
                  <span>{t(`footer.${key}`)}</span>
                  <a href={`mailto:${mail}`}>
                    <Icon name="mail" size={16} />
                    {mail}
                  </a>
                </Fragment>
              ))}
            </div>
            <p className={styles.heading}>{t('footer.socials')}</p>
            <ul className={styles.socials} data-testid="footer-socials">
              {SOCIAL_NETWORKS.map((network) => (
                <li key={network}>
                  <a href={socials[network]} target="_blank" rel="noopener noreferrer" aria-label={t(`socials.${network}`, { ns: 'common' })}>
                    <Icon name={network} size={18} />
                    {t(`socials.${network}`, { ns: 'common' })}
                  </a>
                </li>
              ))}
            </ul>
            {siblingSite && (
              <a className={styles.contactLink} href={siblingSite.url} target="_blank" rel="noopener noreferrer" data-testid="sibling-site">
                {t(game === 'cs' ? 'footer.siblingDota' : 'footer.siblingCs')}
              </a>
            )}
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
