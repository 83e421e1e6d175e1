import type { ContractResponse } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { WearFloat } from '../../../components/ui/wear-float';
import { paths } from '../../../config/paths';
import styles from './contract-reveal.module.css';

/** How long the card takes to turn (ms); the CSS uses the same value. */
const FLIP_MS = 900;

interface ContractRevealProps {
  signed: ContractResponse;
  animate: boolean;
  onRevealed: () => void;
  onContinue: () => void;
}

/** The signed contract's prize: a card that turns over to show what the seeds drew. */
export function ContractReveal({ signed, animate, onRevealed, onContinue }: ContractRevealProps) {
  const { t } = useTranslation('contracts');
  const [revealed, setRevealed] = useState(!animate);
  useEffect(() => {
    if (!animate) {
      onRevealed();
      return;
    }
    const timer = setTimeout(() => {
      setRevealed(true);
      onRevealed();
    }, FLIP_MS + 300);
    return () => clearTimeout(timer);
  }, [animate, onRevealed]);

  const prize = signed.prize;
  return (
    <section className={styles.reveal} aria-labelledby="contract-prize-title" data-testid="contract-reveal" data-state={revealed ? 'revealed' : 'flipping'}>
      <div className={styles.card} data-animate={animate}>
        <div className={styles.back} aria-hidden>
          <Icon name="contracts" size={48} />
        </div>
        <div className={styles.front}>
          <ItemTile image={prize.image} alt="" rarity={prize.rarity} size="l" glow={revealed} />
        </div>
      </div>
      <div className={styles.info} aria-live="polite">
        <h2 id="contract-prize-title" className={styles.title}>
          {revealed ? t('reveal.title') : t('reveal.drawing')}
        </h2>
        {revealed && (
          <>
            <strong className={styles.name} data-testid="contract-prize-name">
              {prize.name}
            </strong>
            <span className={styles.price} data-profit={prize.price >= signed.inputTotal} data-testid="contract-prize-price">
              {formatPrice(prize.price, 'GOLD')}
            </span>
            {prize.float !== null && <WearFloat value={prize.float} variant="full" />}
            <span className={styles.meta}>{t('reveal.from', { total: formatPrice(signed.inputTotal, 'GOLD') })}</span>
            <span className={styles.meta}>{t('reveal.ticket', { ticket: signed.ticket, from: signed.ticketRange.from, to: signed.ticketRange.to })}</span>
            <div className={styles.actions}>
              <Button onClick={onContinue} data-testid="contract-continue">
                {t('reveal.again')}
              </Button>
              <ButtonLink variant="ghost" to={`${paths.fairCheck}?contract=${signed.contractId}`} data-testid="contract-verify">
                <Icon name="shield" size={16} />
                {t('reveal.verify')}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
