import { useQueryClient } from '@tanstack/react-query';
import type { PlaySession } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { routeKind } from '../../../lib/popup-policy';
import { endSession, signOut } from '../../../lib/session/logout';
import { pushAlert } from '../../../stores/alerts-store';
import { sendHeartbeat } from '../api/send-heartbeat';
import { checksDue, durationParts } from '../utils/reality-check';
import { rub } from '../utils/format';
import styles from './responsible-play.module.css';

/** The page reports presence this often while it is visible. */
const HEARTBEAT_MS = 60_000;
const ACK_KEY = 'realityCheckSeen';

function acknowledged(startedAt: string): number {
  const [at, count] = (sessionStorage.getItem(ACK_KEY) ?? '').split('|');
  return at === startedAt ? Number(count) || 0 : 0;
}

/**
 * Reports play time once a minute and shows the reality check when the chosen interval has passed:
 * session length, spent, returned and net, with "Продолжить" and "Выйти". It waits while a game or
 * its result is on screen. When the daily play-time limit is used up the session ends.
 */
export default function RealityCheck() {
  const { t } = useTranslation('responsible-play');
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [session, setSession] = useState<PlaySession | null>(null);
  const [, setSeen] = useState(0);

  useEffect(() => {
    let stopped = false;
    const beat = () => {
      if (document.visibilityState !== 'visible') return;
      sendHeartbeat().then(
        (next) => {
          if (stopped) return;
          setSession(next);
          if (next.signedOut) {
            pushAlert({ type: 'info', title: t('signedOut') });
            void endSession(client);
          }
        },
        () => undefined,
      );
    };
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    document.addEventListener('visibilitychange', beat);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
    };
  }, [client, t]);

  if (!session || session.signedOut || routeKind(pathname) === 'game') return null;
  const due = checksDue(session.seconds, session.realityCheckMinutes);
  if (due <= acknowledged(session.startedAt)) return null;

  const { hours, minutes } = durationParts(session.seconds);
  const duration = [hours > 0 && t('duration.hours', { count: hours }), (minutes > 0 || hours === 0) && t('duration.minutes', { count: minutes })].filter(Boolean).join(' ');
  const close = () => {
    sessionStorage.setItem(ACK_KEY, `${session.startedAt}|${due}`);
    setSeen(due);
  };
  return (
    <Modal title={t('realityCheck.title', { duration })} onClose={close} testId="reality-check">
      <div className={styles.dialogBody}>
        <p>{t('realityCheck.lead')}</p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('realityCheck.spent')}</dt>
            <dd data-testid="reality-spent">{rub(session.spent)}</dd>
          </div>
          <div>
            <dt>{t('realityCheck.returned')}</dt>
            <dd data-testid="reality-returned">{rub(session.returned)}</dd>
          </div>
          <div>
            <dt>{t('realityCheck.net')}</dt>
            <dd data-testid="reality-net">{rub(session.net)}</dd>
          </div>
        </dl>
        <div className={styles.choices}>
          <Button onClick={close} data-testid="reality-continue">
            {t('realityCheck.continue')}
          </Button>
          <Button variant="secondary" onClick={() => void signOut()} data-testid="reality-leave">
            {t('realityCheck.leave')}
          </Button>
          <ButtonLink variant="ghost" size="s" to={paths.responsiblePlaySettings} onClick={close}>
            {t('realityCheck.settings')}
          </ButtonLink>
        </div>
      </div>
    </Modal>
  );
}
