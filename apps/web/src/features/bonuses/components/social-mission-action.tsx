import { parseTelegramAccount, parseVkAccount, type FastMission } from '@tastydrop/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { useCheckMission } from '../api/bonuses-api';
import styles from './bonuses.module.css';

type SocialType = 'telegram' | 'vk';

/**
 * Telegram and VK: where to follow (or a test-mode note when no channel is configured), the
 * player's account on the platform and the check. A malformed account is caught before sending.
 */
export function SocialMissionAction({ mission }: { mission: FastMission & { type: SocialType } }) {
  const { t } = useTranslation('bonuses');
  const check = useCheckMission();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const { type, follow } = mission;
  const parse = type === 'telegram' ? parseTelegramAccount : parseVkAccount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parse(value)) return setInvalid(true);
    setInvalid(false);
    check.mutate({ type, account: value.trim() });
  };

  return (
    <div className={styles.social}>
      {follow?.url ? (
        <a className={buttonClass({ variant: 'secondary', size: 's' })} href={follow.url} target="_blank" rel="noopener noreferrer" data-testid={`mission-${type}-follow`}>
          {t(`missions.${type}Follow`)}
        </a>
      ) : follow?.testMode ? (
        <p className={styles.testMode} data-testid={`mission-${type}-test-mode`}>
          <strong>{t('missions.testModeBadge')}</strong> {t(`missions.${type}TestMode`)}
        </p>
      ) : null}
      <form className={styles.inline} onSubmit={submit} noValidate>
        <label className={styles.accountLabel} htmlFor={inputId}>
          {t(`missions.${type}Account`)}
        </label>
        <input
          id={inputId}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t(`missions.${type}Placeholder`)}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          maxLength={200}
          data-testid={`mission-${type}-account`}
        />
        <Button size="s" type="submit" disabled={check.isPending} data-testid={`mission-${type}-check`}>
          {t('missions.check')}
        </Button>
        <span id={hintId} className={invalid ? styles.accountError : styles.accountHint} role={invalid ? 'alert' : undefined}>
          {invalid ? t(`missions.${type}Invalid`) : t(`missions.${type}Hint${follow?.testMode === false && type === 'telegram' ? 'Live' : ''}`)}
        </span>
      </form>
    </div>
  );
}
