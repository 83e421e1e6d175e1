import { multiplierToDecimal, techiesMultiplierTable, type TechiesGame } from '@tastydrop/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { formatPrice } from '../../../components/ui/price-tag';
import styles from './panel.module.css';

/** A multiplier as the page writes it: two decimals. */
export function formatMultiplier(value: number): string {
  return value.toFixed(2);
}

/** Every step of a mine count, the current one marked and kept in view. */
function MultiplierStrip({ mines, safe }: { mines: number; safe: number }) {
  const { t } = useTranslation('techies');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (current && list.current) list.current.scrollTo({ left: current.offsetLeft - list.current.clientWidth / 2 + current.clientWidth / 2, behavior: 'smooth' });
  }, [safe, mines]);
  return (
    <ol ref={list} className={styles.strip} aria-label={t('multiplier.strip')}>
      {techiesMultiplierTable(mines).map((m, i) => {
        const value = formatMultiplier(multiplierToDecimal(m));
        return (
          <li key={i} className={styles.step} data-done={i < safe || undefined} aria-current={i === safe - 1 ? 'step' : undefined} aria-label={t('multiplier.step', { step: i + 1, value })}>
            {t('multiplier.value', { value })}
          </li>
        );
      })}
    </ol>
  );
}

interface GameStatusProps {
  game: TechiesGame;
  busy: boolean;
  onCashOut: () => void;
}

/** A running game: current and next multiplier, what a cash-out pays now, and the cash-out button with that amount. */
export function GameStatus({ game, busy, onCashOut }: GameStatusProps) {
  const { t } = useTranslation('techies');
  const safe = game.revealed.length;
  return (
    <div className={styles.status}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('multiplier.current')}</dt>
          <dd data-testid="techies-multiplier">{t('multiplier.value', { value: formatMultiplier(game.multiplier) })}</dd>
        </div>
        <div>
          <dt>{t('multiplier.next')}</dt>
          <dd data-testid="techies-next">{game.nextMultiplier === null ? t('multiplier.none') : t('multiplier.value', { value: formatMultiplier(game.nextMultiplier) })}</dd>
        </div>
        <div>
          <dt>{t('multiplier.win')}</dt>
          <dd className={styles.win} data-testid="techies-win">
            {formatPrice(game.cashOut, 'GOLD')}
          </dd>
        </div>
      </dl>
      <MultiplierStrip mines={game.mines} safe={safe} />
      <Button size="l" block disabled={busy || safe === 0} onClick={onCashOut} data-testid="techies-cashout">
        <Icon name="coin" size={20} />
        {safe === 0 ? t('controls.pickFirst') : busy ? t('controls.cashing') : t('controls.cashOut', { amount: formatPrice(game.cashOut, 'GOLD') })}
      </Button>
    </div>
  );
}
