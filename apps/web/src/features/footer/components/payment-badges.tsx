import { useTranslation } from 'react-i18next';
import styles from './footer.module.css';

// Text badges in each brand's colour (names in the `shell` namespace); no third-party logo files are shipped.
const BRAND_COLORS: Record<string, string> = {
  visa: '#8ea8ff',
  mastercard: '#ffb347',
  qiwi: '#ff9a3c',
  yoomoney: '#b18cff',
  webmoney: '#6fb6ff',
  hotskins: '#ff6a5c',
};

export function PaymentBadges({ methods }: { methods: readonly string[] }) {
  const { t } = useTranslation('shell');
  return (
    <ul className={styles.payments} aria-label={t('footer.payments')}>
      {methods.map((method) => (
        <li key={method} className={styles.badge} style={{ color: BRAND_COLORS[method] ?? 'var(--text)' }}>
          {t(`footer.methods.${method}`, { defaultValue: method })}
        </li>
      ))}
    </ul>
  );
}
