import { formatAmount, formatCoins, MISSION_DONE_PROGRESS, type FastMission } from '@tastydrop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { isInstalledApp } from '../../../lib/pwa/pwa-store';
import { isPushAvailable, subscribeBrowser } from '../../../lib/pwa/push-client';
import { pushAlert } from '../../../stores/alerts-store';
import { getVapidKey, useCheckMission, useSendEmail, useSubscribePushMission } from '../api/bonuses-api';
import styles from './bonuses.module.css';
import { SocialMissionAction } from './social-mission-action';
import { ArtImage } from '../../../components/ui/art-image';

const ICONS: Record<FastMission['type'], IconName> = { push: 'bell', pushPWA: 'bell', email: 'mail', steam: 'steam', telegram: 'telegram', vk: 'vk' };

/** One fast mission: what to do, the prize, progress 0-3 and the action that moves it on. */
export function MissionRow({ mission, userId }: { mission: FastMission; userId: number }) {
  const { t } = useTranslation('bonuses');
  const done = mission.progress >= MISSION_DONE_PROGRESS;
  return (
    <li className={[styles.mission, done && styles.missionDone].filter(Boolean).join(' ')} data-testid={`mission-${mission.type}`} data-progress={mission.progress}>
      <span className={styles.missionIcon}>
        <Icon name={ICONS[mission.type]} size={20} />
      </span>
      <div className={styles.missionText}>
        <strong>{mission.name}</strong>
        <span>{mission.description}</span>
        <span className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={3} aria-valuenow={mission.progress} aria-label={t('missions.progress')}>
          {[1, 2, 3].map((step) => (
            <span key={step} className={mission.progress >= step ? styles.stepOn : styles.step} />
          ))}
        </span>
      </div>
      <MissionPrize mission={mission} />
      <div className={styles.missionAction}>{done ? <span className={styles.doneMark}>{t('missions.done')}</span> : <MissionAction mission={mission} userId={userId} />}</div>
    </li>
  );
}

/** The prize: coins, money or a free case (its picture and opens). */
function MissionPrize({ mission }: { mission: FastMission }) {
  const { t } = useTranslation('bonuses');
  const prize = mission.prizeData;
  if (prize.kind === 'freeCase' && prize.freeCase) {
    return (
      <span className={styles.prize} data-testid="mission-prize-case" title={prize.freeCase.name}>
        <ArtImage src={prize.freeCase.image} alt="" width={28} height={28} className={styles.prizeCase} />
        {t('missions.prizeCase', { count: prize.freeCase.opens })}
      </span>
    );
  }
  if (prize.kind === 'money') return <span className={styles.prize}>+{formatAmount(prize.amount)} ₽</span>;
  return (
    <span className={styles.prize}>
      +{formatCoins(mission.prize)} <Icon name="coin" size={14} className={styles.coin} />
    </span>
  );
}

function MissionAction({ mission, userId }: { mission: FastMission; userId: number }) {
  const { t } = useTranslation('bonuses');
  const check = useCheckMission();
  const sendEmail = useSendEmail();
  const subscribe = useSubscribePushMission();
  const [value, setValue] = useState('');
  const ok = (msg: string) => pushAlert({ type: 'success', title: msg });

  if (mission.type === 'email') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      sendEmail.mutate(value, { onSuccess: (r) => ok(r.msg) });
    };
    return (
      <form className={styles.inline} onSubmit={submit}>
        <input type="email" required value={value} onChange={(e) => setValue(e.target.value)} placeholder={t('missions.emailPlaceholder')} aria-label={t('missions.emailLabel')} data-testid="mission-email-input" />
        <Button size="s" type="submit" disabled={sendEmail.isPending} data-testid="mission-email-send">
          {mission.progress > 0 ? t('missions.resend') : t('missions.send')}
        </Button>
      </form>
    );
  }
  if (mission.type === 'telegram' || mission.type === 'vk') return <SocialMissionAction mission={{ ...mission, type: mission.type }} />;
  if (mission.type === 'steam') {
    return (
      <span className={styles.inline}>
        <ButtonLink size="s" variant="secondary" to={paths.profile(userId)}>
          {t('missions.setLink')}
        </ButtonLink>
        <Button size="s" disabled={check.isPending} onClick={() => check.mutate({ type: 'steam' })}>
          {t('missions.check')}
        </Button>
      </span>
    );
  }
  const enablePush = async () => {
    if (!isPushAvailable()) return pushAlert({ type: 'error', title: t('missions.pushUnavailable') });
    if ((await Notification.requestPermission()) !== 'granted') return pushAlert({ type: 'error', title: t('missions.pushDenied') });
    try {
      const body = await subscribeBrowser((await getVapidKey()).publicKey);
      subscribe.mutate({ ...body, installed: isInstalledApp() }, { onSuccess: () => ok(t('missions.pushDone')) });
    } catch {
      pushAlert({ type: 'error', title: t('missions.pushFailed') });
    }
  };
  return (
    <Button size="s" disabled={subscribe.isPending || (mission.type === 'pushPWA' && !isInstalledApp())} onClick={() => void enablePush()}>
      {mission.type === 'pushPWA' && !isInstalledApp() ? t('missions.installFirst') : t('missions.enable')}
    </Button>
  );
}
