import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chanceTickets, dropTableStats, fromWire, percentToShare, shareToPercent, toWire } from '@tastydrop/domain';
import { Button } from '../../../components/ui/button';
import { useCatalogItems, usePublishCase } from '../api/catalog';
import { CATALOG_NS } from '../utils/catalog-texts';
import styles from './admin.module.css';
import { CatalogError } from './catalog-error';
import { formatMinor } from '../utils/format';

export interface EditedDrop {
  itemId: number;
  name: string;
  price: number;
  /** Percent as typed. */
  chance: string;
}

interface Props {
  caseId: number;
  initial: EditedDrop[];
  /** Minor units. */
  price: number;
  everyNOpenFree: number | null;
  itemsPerOpen: number;
  rtpCeiling: number;
  /** The volatility the case's page shows now (its published table's), null before any table. */
  publishedVolatility?: number | null;
}

/** The drop-table editor: each item's chance, the case's expected value, RTP, volatility and the price reaching a target RTP, live; publish refused above the ceiling. */
export function DropTableEditor({ caseId, initial, price, everyNOpenFree, itemsPerOpen, rtpCeiling, publishedVolatility = null }: Props) {
  const { t } = useTranslation(CATALOG_NS);
  const volatilityName = (level: number) => t(`catalog.volatilityLevels.${level}`);
  const [drops, setDrops] = useState(initial);
  const [publishPrice, setPublishPrice] = useState(String(toWire(price)));
  const [target, setTarget] = useState('90');
  const [note, setNote] = useState('');
  const [query, setQuery] = useState('');
  const found = useCatalogItems(query);
  const publish = usePublishCase();
  const priceMinor = fromWire(Number(publishPrice) || 0);
  const stats = useMemo(
    () => dropTableStats(drops.map((d) => ({ price: d.price, chance: percentToShare(Number(d.chance) || 0) })), { price: priceMinor, everyNOpenFree, itemsPerOpen }, percentToShare(Number(target) || 0)),
    [drops, priceMinor, everyNOpenFree, itemsPerOpen, target],
  );
  const sum = drops.reduce((a, d) => a + (Number(d.chance) || 0), 0);
  const tooHigh = stats.rtp > rtpCeiling + 1e-9;
  const change = (i: number, chance: string) => setDrops(drops.map((d, k) => (k === i ? { ...d, chance } : d)));
  const add = (item: { id: number; name: string; price: number }) => {
    if (drops.some((d) => d.itemId === item.id)) return;
    setDrops([...drops, { itemId: item.id, name: item.name, price: item.price, chance: '0' }]);
  };
  const submit = () =>
    publish.mutate({ id: caseId, request: { drops: drops.map((d) => ({ itemId: d.itemId, chance: percentToShare(Number(d.chance) || 0) })), price: Number(publishPrice), note: note.trim() } });
  return (
    <section className={styles.panel} data-testid="drop-table-editor">
      <h2 className={styles.panelTitle}>{t('catalog.drops')}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('catalog.item')}</th>
              <th scope="col">{t('catalog.itemPrice')}</th>
              <th scope="col">{t('catalog.chance')}</th>
              <th scope="col">{t('catalog.tickets')}</th>
              <th aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {drops.map((d, i) => (
              <tr key={d.itemId}>
                <td>{d.name}</td>
                <td>{formatMinor(d.price)}</td>
                <td>
                  <input
                    className={`${styles.input} ${styles.small}`}
                    type="number"
                    min={0}
                    max={100}
                    step={0.001}
                    value={d.chance}
                    onChange={(e) => change(i, e.target.value)}
                    aria-label={`${t('catalog.chance')}: ${d.name}`}
                    data-testid={`drop-chance-${d.itemId}`}
                  />
                </td>
                <td data-testid={`drop-tickets-${d.itemId}`}>{chanceTickets(percentToShare(Number(d.chance) || 0))}</td>
                <td>
                  <Button variant="secondary" size="xs" onClick={() => setDrops(drops.filter((_, k) => k !== i))}>
                    {t('catalog.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.row}>
        <input className={styles.input} placeholder={t('catalog.searchItems')} aria-label={t('catalog.searchItems')} value={query} onChange={(e) => setQuery(e.target.value)} data-testid="drop-item-search" />
        <select
          className={styles.select}
          aria-label={t('catalog.addItem')}
          value=""
          onChange={(e) => {
            const item = found.data?.find((r) => String(r.id) === e.target.value);
            if (item) add({ id: Number(item.id), name: String(item.name), price: Number(item.price) });
          }}
          data-testid="drop-item-add"
        >
          <option value="">{t('catalog.addItem')}</option>
          {(found.data ?? []).filter((r) => !r.hidden).map((r) => (
            <option key={String(r.id)} value={String(r.id)}>
              {String(r.name)} — {formatMinor(Number(r.price))}
            </option>
          ))}
        </select>
      </div>
      <dl className={styles.stats} data-testid="drop-table-stats">
        <div className={styles.stat}>
          <dt className={sum.toFixed(3) === '100.000' ? undefined : styles.error}>{t('catalog.sum', { value: sum.toFixed(3) })}</dt>
          {!stats.sumsToOne && <dd className={styles.error}>{t('catalog.sumBad')}</dd>}
        </div>
        <div className={styles.stat}>{t('catalog.ev', { value: formatMinor(stats.expectedValue) })}</div>
        <div className={styles.stat}>
          <span data-testid="drop-table-rtp" className={tooHigh ? styles.error : undefined}>
            {t('catalog.rtp', { value: shareToPercent(stats.rtp).toFixed(2) })}
          </span>{' '}
          <span className={styles.muted}>{t('catalog.rtpCeiling', { value: shareToPercent(rtpCeiling).toFixed(2) })}</span>
          {tooHigh && <p className={styles.error}>{t('catalog.rtpTooHigh')}</p>}
        </div>
        <div className={styles.stat}>
          <span data-testid="drop-table-volatility">{t('catalog.volatility', { value: volatilityName(stats.volatility) })}</span>
          {publishedVolatility !== null && publishedVolatility !== stats.volatility && (
            <span className={styles.muted} data-testid="drop-table-volatility-live">
              {' '}
              {t('catalog.volatilityLive', { value: volatilityName(publishedVolatility) })}
            </span>
          )}
        </div>
      </dl>
      <div className={styles.row}>
        <label>
          {t('catalog.target')} <input className={`${styles.input} ${styles.small}`} data-testid="target-rtp" type="number" min={50} max={120} step={0.1} value={target} onChange={(e) => setTarget(e.target.value)} />
        </label>
        <span data-testid="drop-table-price-for-target">{t('catalog.priceForTarget', { value: formatMinor(stats.priceForTarget) })}</span>
        <Button variant="secondary" size="xs" data-testid="use-target-price" onClick={() => setPublishPrice(String(toWire(Math.ceil(stats.priceForTarget))))}>
          {t('catalog.usePrice')}
        </Button>
      </div>
      <div className={styles.row}>
        <label>
          {t('catalog.publishPrice')} <input className={`${styles.input} ${styles.small}`} type="number" min={0} step={0.01} value={publishPrice} onChange={(e) => setPublishPrice(e.target.value)} data-testid="publish-price" />
        </label>
        <input className={`${styles.input} ${styles.grow}`} placeholder={t('catalog.note')} aria-label={t('catalog.note')} value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} />
        <Button variant="primary" size="s" disabled={!stats.sumsToOne || tooHigh || publish.isPending || drops.length === 0} onClick={submit} data-testid="publish-case">
          {t('catalog.publish')}
        </Button>
      </div>
      {publish.data && (
        <p className={styles.ok} data-testid="publish-result">
          {t('catalog.published', { version: publish.data.version })}
        </p>
      )}
      <CatalogError error={publish.error} />
    </section>
  );
}
