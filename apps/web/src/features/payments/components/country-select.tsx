import { CUSTOM_COUNTRY_ISO, type PaymentCountrySummary } from '@tastydrop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import styles from './refill.module.css';

interface CountrySelectProps {
  countries: PaymentCountrySummary[];
  value: string;
  onChange: (iso: string) => void;
}

/** The payer's country (the custom one, '00', last as "another country"). */
export function CountrySelect({ countries, value, onChange }: CountrySelectProps) {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <div className={styles.country}>
      <label htmlFor={id} className={styles.label}>
        {t('country.label')}
      </label>
      <div className={styles.selectWrap}>
        <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)} data-testid="refill-country">
          {countries.map((c) => (
            <option key={c.country.iso} value={c.country.iso}>
              {c.country.iso === CUSTOM_COUNTRY_ISO ? t('country.custom') : c.country.name} · {c.currency.code}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} className={styles.selectIcon} />
      </div>
    </div>
  );
}
