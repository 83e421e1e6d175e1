import { shareToPercent, type ConsoleMarketPrices } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { useMarketPrices } from '../api/catalog';
import { CATALOG_NS } from '../utils/catalog-texts';
import { formatDateTime, formatMinor } from '../utils/format';
import styles from './admin.module.css';
import { QueryFrame } from './query-frame';

type Source = ConsoleMarketPrices['configured'][number];

const signedPercent = (share: number) => `${share > 0 ? '+' : ''}${shareToPercent(share).toFixed(1)} %`;
const percent = (share: number) => `${shareToPercent(share).toFixed(0)} %`;

/** Whether the catalog follows the market, within which bounds, and what its last change did. */
function RepriceStatus({ reprice }: { reprice: NonNullable<ConsoleMarketPrices['reprice']> }) {
  const { t } = useTranslation(CATALOG_NS);
  if (!reprice.enabled) return <p className={styles.muted}>{t('catalog.market.repriceOff')}</p>;
  const { last } = reprice;
  return (
    <div data-testid="market-reprice">
      <p>
        {t('catalog.market.repriceOn', {
          minMove: percent(reprice.minMove),
          maxItemMove: percent(reprice.maxItemMove),
          maxCasePriceMove: percent(reprice.maxCasePriceMove),
          targetRtp: percent(reprice.targetRtp),
          breakerMove: percent(reprice.breakerMove),
        })}
      </p>
      <p className={last && !last.published ? styles.error : styles.muted}>
        {last ? t(last.published ? 'catalog.market.repricePublished' : 'catalog.market.repriceDrafted', { at: formatDateTime(last.at) }) : t('catalog.market.repriceNever')}
      </p>
    </div>
  );
}

/** The price feeds and how each last fared, then the items whose market price is farthest from the catalog's. */
function MarketPrices({ data }: { data: ConsoleMarketPrices }) {
  const { t } = useTranslation(CATALOG_NS);
  const source = (s: Source) => t(`catalog.market.sources.${s}`);
  if (data.configured.length === 0) {
    return (
      <p className={styles.muted} role="status" data-testid="market-prices-demo">
        {t('catalog.market.demo')}
      </p>
    );
  }
  return (
    <>
      <p>{t('catalog.market.configured', { sources: data.configured.map(source).join(', ') })}</p>
      <p className={styles.muted} data-testid="market-prices-counts">
        {t('catalog.market.counts', data.counts)}
      </p>
      {data.reprice && <RepriceStatus reprice={data.reprice} />}
      {data.feeds.length === 0 ? (
        <p className={styles.muted}>{t('catalog.market.noRuns')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="market-prices-feeds">
            <thead>
              <tr>
                <th>{t('catalog.market.feed')}</th>
                <th>{t('catalog.market.state')}</th>
                <th>{t('catalog.market.lastRun')}</th>
                <th>{t('catalog.market.lastOk')}</th>
                <th>{t('catalog.market.matched')}</th>
                <th>{t('catalog.market.dropped')}</th>
              </tr>
            </thead>
            <tbody>
              {data.feeds.map((f) => (
                <tr key={f.source}>
                  <td>{source(f.source)}</td>
                  <td className={f.lastError ? styles.error : styles.ok}>{f.lastError ? t(`catalog.market.errors.${f.lastError}`, { defaultValue: f.lastError }) : t('catalog.market.ok')}</td>
                  <td>{formatDateTime(f.lastRunAt)}</td>
                  <td>{f.lastOkAt ? formatDateTime(f.lastOkAt) : t('catalog.market.never')}</td>
                  <td>{f.matched}</td>
                  <td>{f.dropped}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className={styles.panelTitle}>{t('catalog.market.items')}</h2>
      {data.items.length === 0 ? (
        <p className={styles.muted}>{t('catalog.market.itemsEmpty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="market-prices-items">
            <thead>
              <tr>
                <th>{t('catalog.market.item')}</th>
                <th>{t('catalog.market.catalogPrice')}</th>
                <th>{t('catalog.market.marketPrice')}</th>
                <th>{t('catalog.market.difference')}</th>
                <th>{t('catalog.market.from')}</th>
                <th>{t('catalog.market.left')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((i) => (
                <tr key={i.itemId}>
                  <td>{i.name}</td>
                  <td>{formatMinor(i.catalogPrice)}</td>
                  <td>
                    {formatMinor(i.marketPrice)}
                    <div className={i.heldSince ? styles.error : styles.muted}>
                      {i.heldSince ? t('catalog.market.held', { since: formatDateTime(i.heldSince) }) : t('catalog.market.pricedAt', { at: formatDateTime(i.pricedAt) })}
                    </div>
                  </td>
                  <td>{signedPercent(i.difference)}</td>
                  <td>{i.sources.map(source).join(', ')}</td>
                  <td>{i.dropped.map((d) => `${source(d.source)}: ${t(`catalog.market.reasons.${d.reason}`)}`).join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The market prices section of the catalog's prices tab. */
export function MarketPricesPanel() {
  const { t } = useTranslation(CATALOG_NS);
  const query = useMarketPrices();
  return (
    <section className={styles.panel} data-testid="market-prices">
      <h2 className={styles.panelTitle}>{t('catalog.market.title')}</h2>
      <QueryFrame query={query}>{(data) => <MarketPrices data={data} />}</QueryFrame>
    </section>
  );
}
