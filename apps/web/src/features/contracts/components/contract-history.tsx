import { useTranslation } from 'react-i18next';
import { ItemTile } from '../../../components/ui/item-tile';
import section from '../../../components/ui/history-section.module.css';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import { useContracts } from '../api/get-contracts';
import styles from './contract-history.module.css';

const DATE = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

/** The player's latest contracts: what went in and what came out. */
export function ContractHistory() {
  const { t } = useTranslation('contracts');
  const query = useContracts();
  let body;
  if (query.isError) body = <p className={section.note}>{t('history.error')}</p>;
  else if (!query.data) body = <Skeleton height={72} />;
  else if (query.data.items.length === 0) body = <p className={section.note}>{t('history.empty')}</p>;
  else {
    body = (
      <ul className={styles.list} data-testid="contract-history">
        {query.data.items.map((c) => (
          <li key={c.id} className={styles.row} data-profit={c.prize.price >= c.inputTotal}>
            <ul className={styles.inputs} aria-label={t('history.inputs', { count: c.inputItems.length })}>
              {c.inputItems.slice(0, 5).map((item, i) => (
                <li key={i}>
                  <ItemTile image={item.image} alt={item.name} rarity={item.rarity} size="xs" />
                </li>
              ))}
              {c.inputItems.length > 5 && <li className={styles.more}>+{c.inputItems.length - 5}</li>}
            </ul>
            <span className={styles.sum}>{formatPrice(c.inputTotal, 'GOLD')}</span>
            <span className={styles.arrow} aria-hidden>
              →
            </span>
            <span className={styles.prize}>
              <ItemTile image={c.prize.image} alt="" rarity={c.prize.rarity} size="xs" />
              <span className={styles.prizeName}>{c.prize.name}</span>
              <strong>{formatPrice(c.prize.price, 'GOLD')}</strong>
            </span>
            <time className={styles.date} dateTime={c.createdAt}>
              {DATE.format(new Date(c.createdAt))}
            </time>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={section.section} aria-labelledby="contract-history-title">
      <h2 id="contract-history-title" className={section.title}>
        {t('history.title')}
      </h2>
      {body}
    </section>
  );
}
