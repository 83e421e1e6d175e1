import type { OpeningRecord } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../utils/format';
import styles from './openings-table.module.css';

/** The player's openings with everything needed to verify each (a table; cards on phones). */
export function OpeningsTable({ items }: { items: OpeningRecord[] }) {
  const { t } = useTranslation('provably-fair');
  const columns = ['time', 'item', 'paid', 'hash', 'clientSeed', 'nonce', 'ticket'] as const;
  const label = (column: (typeof columns)[number]) => t(`history.columns.${column}`);
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="openings-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {label(column)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('history.columns.check')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((o) => (
            <tr key={o.id} data-testid="opening-row">
              <td data-label={label('time')}>{formatDateTime(o.createdAt)}</td>
              <td data-label={label('item')}>
                <span className={styles.item}>
                  <ItemTile image={o.item.image} rarity={o.item.rarity} size="xs" />
                  <span>
                    <span className={styles.itemName}>{o.item.name}</span>
                    <span className={styles.muted}>{formatPrice(o.item.price, 'GOLD')}</span>
                  </span>
                </span>
              </td>
              <td data-label={label('paid')}>{formatPrice(o.pricePaid, o.currency)}</td>
              <td data-label={label('hash')}>
                <code className={styles.hash} title={o.serverSeedHash}>
                  {o.serverSeedHash}
                </code>
              </td>
              <td data-label={label('clientSeed')}>
                <code className={styles.code}>{o.clientSeed}</code>
              </td>
              <td data-label={label('nonce')}>{o.nonce}</td>
              <td data-label={label('ticket')} className={styles.ticket}>
                {o.ticket}
              </td>
              <td>
                <ButtonLink to={`${paths.fairCheck}?opening=${o.id}`} size="s" variant="secondary" data-testid="opening-check">
                  {t('history.check')}
                </ButtonLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
