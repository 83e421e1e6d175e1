import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import { PAYMENT_LOGOS } from './payment-logos';
import styles from './footer.module.css';

/** The payment methods as drawn logos; an unknown method shows its name. */
export function PaymentBadges({ methods }: { methods: readonly string[] }) {
  const { t } = useTranslation('shell');
  const { game } = useSiteConfig();
  return (
    <ul className={styles.payments} aria-label={t('footer.payments')}>
      {methods.map((method) => {
        const name = t(`footer.methods.${method}`, { defaultValue: method, context: game });
        const Logo = PAYMENT_LOGOS[method];
        return (
          <li key={method} className={Logo ? styles.logo : styles.badge} title={name} aria-label={name} data-testid="payment-logo">
            {Logo ? <Logo /> : name}
          </li>
        );
      })}
    </ul>
  );
}
