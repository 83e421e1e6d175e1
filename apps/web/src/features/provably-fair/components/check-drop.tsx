import { useTranslation } from 'react-i18next';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCaseDrops } from '../api/get-case-drops';
import { dropForTicket } from '../utils/verify-roll';
import styles from './fair.module.css';

/** The drop of the checked case whose ticket range holds the ticket. */
export function CheckDrop({ caseName, ticket }: { caseName: string; ticket: number }) {
  const { t } = useTranslation('provably-fair');
  const details = useCaseDrops(caseName);
  if (details.isPending) return <Skeleton height={96} />;
  if (details.isError) return <p className={styles.muted}>{t('check.caseNotFound', { name: caseName })}</p>;
  const drop = dropForTicket(details.data.drops, ticket);
  if (!drop) return <p className={styles.muted}>{t('check.noDrop')}</p>;
  return (
    <div className={styles.drop} data-testid="check-drop">
      <ItemTile image={drop.image} rarity={drop.rarity} size="s" />
      <div className={styles.dropText}>
        <span className={styles.muted}>{t('check.dropOf', { case: details.data.title })}</span>
        <strong data-testid="check-item-name">{drop.name}</strong>
        <span className={styles.muted}>
          {formatPrice(drop.price, 'GOLD')} · {t('check.range', { from: drop.ticketFrom, to: drop.ticketTo })}
        </span>
      </div>
    </div>
  );
}
