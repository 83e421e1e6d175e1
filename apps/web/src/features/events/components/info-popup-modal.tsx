import { formatAmount, formatCoins, type InfoPopup } from '@tastydrop/domain';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { useOverlayTurn } from '../../../hooks/use-overlay-turn';
import { useSession } from '../../../lib/session/get-me';
import { local, readStored, writeStored } from '../../../lib/storage';
import { usePopupInfo } from '../api/get-popup-info';
import {
  claimableKeys,
  dismissInfoPopup,
  infoPopupMemoryKey,
  isInfoPopupMemory,
  parseRewardText,
  shouldShowInfoPopup,
} from '../utils/info-popup-rules';
import styles from './info-popup.module.css';
import { ArtImage } from '../../../components/ui/art-image';

/**
 * The info popup on every page for signed-in players: battle pass levels to claim and daily cases
 * to open, with links to /event and /daily-cases. At most once a day, or again when something new can be
 * collected; it waits its turn behind the other popups that open by themselves.
 */
export function InfoPopupModal() {
  const userId = useSession().user?.userId ?? null;
  const info = usePopupInfo(userId).data;
  // Read on every render (another tab may have dismissed it); a dismissal renders again to read it.
  const [, setDismissedAt] = useState(0);
  const keys = claimableKeys(info);
  const memory = userId === null ? null : readStored(local(), infoPopupMemoryKey(userId), isInfoPopupMemory);
  const wanted = userId !== null && shouldShowInfoPopup(keys, memory, Date.now());
  const turn = useOverlayTurn('infoPopup', wanted, 'info-popup');
  if (!turn || !info || userId === null) return null;

  const dismiss = () => {
    const now = Date.now();
    writeStored(local(), infoPopupMemoryKey(userId), dismissInfoPopup(keys, now));
    setDismissedAt(now);
  };
  return <InfoDialog info={info} onClose={dismiss} />;
}

function InfoDialog({ info, onClose }: { info: InfoPopup; onClose: () => void }) {
  const { t } = useTranslation('events');
  const levels = info.chaleng.levels;
  return (
    <Modal title={t('infoPopup.title')} onClose={onClose} testId="info-popup">
      <p className={styles.lead}>{t('infoPopup.text')}</p>
      {levels.length > 0 && (
        <section className={styles.block} aria-labelledby="info-popup-pass" data-testid="info-popup-levels">
          <h3 id="info-popup-pass" className={styles.blockTitle}>
            <Icon name="gift" size={18} /> {t('infoPopup.pass')}
          </h3>
          <ul className={styles.list}>
            {levels.map((l) => (
              <li key={`${l.type}:${l.level}`} className={styles.row}>
                <span className={styles.level}>{t('infoPopup.level', { level: l.level })}</span>
                <span className={styles.reward}>{rewardLabel(l.reward, t)}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to={paths.event} block onClick={onClose} data-testid="info-popup-event">
            {t('infoPopup.toPass')}
          </ButtonLink>
        </section>
      )}
      {info.dailyCase.length > 0 && (
        <section className={styles.block} aria-labelledby="info-popup-daily" data-testid="info-popup-daily">
          <h3 id="info-popup-daily" className={styles.blockTitle}>
            <Icon name="daily" size={18} /> {t('infoPopup.daily')}
          </h3>
          {info.dailyCase.map((c) => (
            <div key={c.id} className={styles.case}>
              {c.img && <ArtImage src={c.img} alt="" width={72} height={72} className={styles.caseImage} />}
              <span className={styles.caseName}>{c.name}</span>
              <ButtonLink to={c.url || paths.dailyCases} variant="secondary" block onClick={onClose} data-testid="info-popup-daily-link">
                {t('infoPopup.openDaily')}
              </ButtonLink>
            </div>
          ))}
        </section>
      )}
    </Modal>
  );
}

function rewardLabel(reward: string, t: TFunction<'events'>): string {
  const parsed = parseRewardText(reward);
  if (parsed.kind === 'money') return t('infoPopup.money', { sum: formatAmount(parsed.sum) });
  if (parsed.kind === 'coins') return t('infoPopup.coins', { count: Math.floor(parsed.count), amount: formatCoins(parsed.count) });
  return parsed.text;
}
