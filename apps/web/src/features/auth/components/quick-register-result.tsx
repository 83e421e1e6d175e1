import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Icon } from '../../../components/ui/icons';
import { markScamWarningRead } from '../../../lib/scam-warning-memory';
import styles from './sign-in.module.css';

interface QuickRegisterResultProps {
  login: string;
  password: string;
  onDone: () => void;
}

/** The generated credentials, shown once, with copy buttons and a reminder to save them. */
export function QuickRegisterResult({ login, password, onDone }: QuickRegisterResultProps) {
  const { t } = useTranslation('auth');
  const rows = [
    { label: t('quick.login'), value: login, testId: 'quick-register-login', copy: t('quick.copyLogin') },
    { label: t('quick.password'), value: password, testId: 'quick-register-password', copy: t('quick.copyPassword') },
  ];
  return (
    <div className={styles.body}>
      <p className={styles.warning}>
        <Icon name="alert" />
        {t('quick.saveHint')}
      </p>
      <div className={styles.credentials}>
        {rows.map((row) => (
          <div key={row.testId} className={styles.credential}>
            <span className={styles.credentialText}>
              <span className={styles.credentialLabel}>{row.label}</span>
              <code className={styles.credentialValue} data-testid={row.testId}>
                {row.value}
              </code>
            </span>
            <CopyButton value={row.value} label={row.copy} />
          </div>
        ))}
      </div>
      <p className={styles.scamNote} data-testid="quick-register-scam">
        <Icon name="shield" size={18} />
        <span>
          <strong>{t('shell:scam.title')}</strong> {t('shell:scam.description1')} {t('shell:scam.item1')}
        </span>
      </p>
      <Button
        size="l"
        block
        onClick={() => {
          markScamWarningRead();
          onDone();
        }}
        data-testid="quick-register-done"
      >
        {t('quick.done')}
      </Button>
    </div>
  );
}
