import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { paths } from '../../../config/paths';
import styles from './sign-in.module.css';

export interface Agreements {
  terms: boolean;
  adult: boolean;
}

interface AuthAgreementsProps {
  value: Agreements;
  onChange: (value: Agreements) => void;
}

/** The Auth checkboxes, selected by default; every sign-in button waits for both. */
export function AuthAgreements({ value, onChange }: AuthAgreementsProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.agreements}>
      <Checkbox checked={value.terms} onChange={(event) => onChange({ ...value, terms: event.target.checked })}>
        <Trans
          t={t}
          i18nKey="agreements.terms"
          components={{
            agreement: <a href={paths.userAgreement} target="_blank" rel="noopener noreferrer" />,
            privacy: <a href={paths.eventCondition} target="_blank" rel="noopener noreferrer" />,
          }}
        />
      </Checkbox>
      <Checkbox checked={value.adult} onChange={(event) => onChange({ ...value, adult: event.target.checked })}>
        {t('agreements.adult')}
      </Checkbox>
    </div>
  );
}
