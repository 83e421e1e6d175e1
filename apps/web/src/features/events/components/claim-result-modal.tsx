import { formatAmount, formatCoins, type ChallengePrize } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import styles from './pass.module.css';
import { ArtImage } from '../../../components/ui/art-image';

interface ClaimResultModalProps {
  prize: ChallengePrize;
  coinIcon: string;
  onClose: () => void;
}

/** What a claimed level gave: its free cases (waiting among the free cases on /bonuses), money and coins. */
export function ClaimResultModal({ prize, coinIcon, onClose }: ClaimResultModalProps) {
  const { t } = useTranslation('events');
  return (
    <Modal title={t('claimed.title', { level: prize.level })} onClose={onClose} testId="bp-claim-result">
      <ul className={styles.claimed}>
        {prize.cases.map((c) => (
          <li key={c.caseId} className={styles.claimedCase} data-testid="bp-claimed-case">
            <ArtImage src={c.img} alt="" width={72} height={72} />
            <span>
              <strong>{c.title}</strong>
              <span className={styles.muted}>{t('claimed.opens', { count: c.amount })}</span>
            </span>
          </li>
        ))}
        {prize.money > 0 && (
          <li className={styles.claimedAmount}>
            <span className={styles.rewardMoney}>+{formatAmount(prize.money)} ₽</span>
            <span className={styles.muted}>{t('claimed.toBalance')}</span>
          </li>
        )}
        {prize.coins > 0 && (
          <li className={styles.claimedAmount}>
            <span className={styles.rewardCoins}>
              <img src={coinIcon} alt={t('coins')} width={18} height={18} />+{formatCoins(prize.coins)}
            </span>
          </li>
        )}
      </ul>
      <p className={styles.muted}>{t('claimed.where')}</p>
      <div className={styles.claimedActions}>
        <ButtonLink to={paths.bonuses} onClick={onClose} data-testid="bp-claimed-open">
          {t('claimed.toFreeCases')}
        </ButtonLink>
        <Button variant="secondary" onClick={onClose}>
          {t('claimed.close')}
        </Button>
      </div>
    </Modal>
  );
}
