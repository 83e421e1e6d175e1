import { useTranslation } from 'react-i18next';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCaseDrops } from '../api/get-case-drops';
import { CheckMatch } from './check-match';
import { WearFloat } from '../../../components/ui/wear-float';
import { dropForTicket, verifyFloat, type RollInput } from '../utils/verify-roll';
import styles from './fair.module.css';

interface CheckDropProps {
  caseName: string;
  ticket: number;
  input: RollInput;
  /** The stored float of the opening being checked, compared with the recomputed one. */
  storedFloat: number | null;
}

/** The drop of the checked case whose ticket range holds the ticket, and a CS skin's recomputed wear float. */
export function CheckDrop({ caseName, ticket, input, storedFloat }: CheckDropProps) {
  const { t } = useTranslation('provably-fair');
  const details = useCaseDrops(caseName);
  if (details.isPending) return <Skeleton height={96} />;
  if (details.isError) return <p className={styles.muted}>{t('check.caseNotFound', { name: caseName })}</p>;
  const drop = dropForTicket(details.data.drops, ticket);
  if (!drop) return <p className={styles.muted}>{t('check.noDrop')}</p>;
  const wear = verifyFloat(input, drop.floatRange);
  return (
    <div className={styles.drop} data-testid="check-drop">
      <ItemTile image={drop.image} rarity={drop.rarity} size="s" />
      <div className={styles.dropText}>
        <span className={styles.muted}>{t('check.dropOf', { case: details.data.title })}</span>
        <strong data-testid="check-item-name">{drop.name}</strong>
        <span className={styles.muted}>
          {formatPrice(drop.price, 'GOLD')} · {t('check.range', { from: drop.ticketFrom, to: drop.ticketTo })}
        </span>
        {wear && drop.floatRange && (
          <span className={styles.wear} data-testid="check-float">
            <span className={styles.muted}>{t('check.wear', { min: drop.floatRange.min, max: drop.floatRange.max })}</span>
            <WearFloat value={wear.float} variant="full" />
            {storedFloat !== null && (
              <CheckMatch ok={storedFloat === wear.float} text={storedFloat === wear.float ? t('check.floatMatch') : t('check.floatMismatch')} />
            )}
          </span>
        )}
      </div>
    </div>
  );
}
