import type { CaseOpenResponse } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../ui/button';
import { paths } from '../../config/paths';
import { PRESELECT_PARAM } from '../../hooks/use-preselect-item';
import { Icon } from '../ui/icons';
import { ItemTile } from '../ui/item-tile';
import { formatPrice } from '../ui/price-tag';
import { rarityStyle } from '../ui/rarity';
import { WearFloat } from '../ui/wear-float';
import { useSiteConfig } from '../../lib/site-config';
import styles from './open-result.module.css';

type WonDrop = CaseOpenResponse['drops'][number];

/** Sells one won item; a failure is shown by the query client's shared error handler. */
export type SellWon = (inventoryItemId: number) => Promise<unknown>;

/** One won item: picture, name, price, "sell for X" (then "sold") and a link to verify its roll. */
export function ResultItem({ drop, onSell }: { drop: WonDrop; onSell: SellWon }) {
  const { t } = useTranslation('cases');
  // CS items show their grade (`rarity.common_cs` is Ширпотреб).
  const { game } = useSiteConfig();
  const [state, setState] = useState<'idle' | 'selling' | 'sold'>('idle');
  const sold = state === 'sold';
  const sell = () => {
    setState('selling');
    onSell(drop.inventoryItemId).then(
      () => setState('sold'),
      () => setState('idle'),
    );
  };
  return (
    <li className={styles.item} style={rarityStyle(drop.rarity)} data-testid="result-item">
      <ItemTile image={drop.image} rarity={drop.rarity} size="l" glow />
      <span className={styles.rarity}>{t(`rarity.${drop.rarity}`, { context: game })}</span>
      <span className={styles.name} data-testid="result-item-name">
        {drop.name}
      </span>
      <span className={styles.hero}>{drop.hero}</span>
      {drop.float !== null && <WearFloat value={drop.float} variant="full" className={styles.wear} />}
      <span className={styles.price} data-testid="result-item-price">
        {formatPrice(drop.price, 'GOLD')}
      </span>
      <Button
        variant={sold ? 'ghost' : 'secondary'}
        block
        className={styles.sell}
        disabled={state !== 'idle'}
        onClick={sell}
        data-testid="result-sell"
      >
        {sold ? (
          <>
            <Icon name="check" size={16} />
            {t('result.sold')}
          </>
        ) : (
          t('result.sell', { price: formatPrice(drop.price, 'GOLD') })
        )}
      </Button>
      {!sold && (
        <span className={styles.moves}>
          <ButtonLink to={`${paths.upgrades}?${PRESELECT_PARAM}=${drop.inventoryItemId}`} variant="ghost" size="s" data-testid="result-to-upgrade">
            <Icon name="upgrades" size={14} />
            {t('result.toUpgrade')}
          </ButtonLink>
          <ButtonLink to={`${paths.contracts}?${PRESELECT_PARAM}=${drop.inventoryItemId}`} variant="ghost" size="s" data-testid="result-to-contract">
            <Icon name="contracts" size={14} />
            {t('result.toContract')}
          </ButtonLink>
        </span>
      )}
      <Link to={`${paths.fairCheck}?opening=${drop.openingId}`} className={styles.verify} data-testid="result-verify">
        <Icon name="shield" size={14} />
        {t('result.verify', { ticket: drop.ticket })}
      </Link>
    </li>
  );
}
