import { REALITY_CHECK_MINUTES } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useSetPlayTime } from '../api/set-play-time';
import { errorText } from '../utils/error-text';
import styles from './responsible-play.module.css';

interface PlayTimePanelProps {
  realityCheckMinutes: number;
  dailyPlayMinutes: number | null;
}

/** How often the reality check shows and the daily play-time limit. */
export function PlayTimePanel({ realityCheckMinutes, dailyPlayMinutes }: PlayTimePanelProps) {
  const { t } = useTranslation('responsible-play');
  const { t: te } = useTranslation('errors');
  const [every, setEvery] = useState(realityCheckMinutes);
  const [daily, setDaily] = useState(dailyPlayMinutes === null ? '' : String(dailyPlayMinutes));
  const [invalid, setInvalid] = useState(false);
  const save = useSetPlayTime();

  const submit = () => {
    const minutes = daily.trim() === '' ? null : Number(daily);
    if (minutes !== null && (!Number.isInteger(minutes) || minutes < 15 || minutes > 1440)) return setInvalid(true);
    setInvalid(false);
    save.mutate({ realityCheckMinutes: every as 15 | 30 | 60, dailyPlayMinutes: minutes });
  };

  return (
    <section className={styles.panel} aria-labelledby="play-time-title">
      <h2 id="play-time-title" className={styles.panelTitle}>
        {t('playTime.title')}
      </h2>
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.kindTitle}>{t('playTime.realityCheck')}</legend>
          <div className={styles.choices}>
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <label key={minutes} className={styles.check}>
                <input type="radio" name="reality-check" checked={every === minutes} onChange={() => setEvery(minutes)} />
                {t('playTime.every', { minutes })}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.stack}>
          <span className={styles.kindTitle}>{t('playTime.dailyLimit')}</span>
          <input className={styles.input} inputMode="numeric" placeholder={t('playTime.dailyNone')} value={daily} onChange={(event) => setDaily(event.target.value)} />
          <span className={styles.muted}>{t('playTime.dailyHint')}</span>
        </label>
        {invalid && (
          <p className={styles.error} role="alert">
            {t('playTime.invalid')}
          </p>
        )}
        {save.error && (
          <p className={styles.error} role="alert">
            {errorText(save.error, te)}
          </p>
        )}
        {save.isSuccess && (
          <p className={styles.ok} role="status">
            {t('playTime.saved')}
          </p>
        )}
        <div>
          <Button type="submit" size="s" disabled={save.isPending}>
            {t('playTime.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
