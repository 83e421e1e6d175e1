import { percentToShare, shareToPercent } from '@tastydrop/domain';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePriceImport } from '../api/catalog';
import { CATALOG_NS } from '../utils/catalog-texts';
import styles from './admin.module.css';
import { CatalogError } from './catalog-error';
import { formatMinor } from '../utils/format';

const percent = (x: number) => shareToPercent(x).toFixed(2);

/** Price import from a market export: preview what changes and which cases leave the range, then apply in one action. */
export function PriceImportPanel() {
  const { t } = useTranslation(CATALOG_NS);
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const [text, setText] = useState('');
  const [reprice, setReprice] = useState(false);
  const [target, setTarget] = useState('90');
  const run = usePriceImport();
  const send = (apply: boolean) => run.mutate({ format, text, apply, repriceToTarget: reprice, targetRtp: percentToShare(Number(target)) });
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFormat(file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv');
    setText(await file.text());
  };
  const result = run.data;
  return (
    <section className={styles.panel} data-testid="catalog-prices">
      <div className={styles.row}>
        <label>
          {t('catalog.prices.format')}{' '}
          <select className={styles.select} value={format} onChange={(e) => setFormat(e.target.value as 'csv' | 'json')}>
            <option value="csv">CSV</option>
            <option value="json">JSON</option>
          </select>
        </label>
        <label>
          {t('catalog.prices.file')} <input type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => void readFile(e)} />
        </label>
      </div>
      <label className={styles.muted} htmlFor="price-export">
        {t('catalog.prices.text')}
      </label>
      <textarea id="price-export" className={`${styles.input} ${styles.grow}`} rows={6} value={text} onChange={(e) => setText(e.target.value)} style={{ width: '100%' }} />
      <div className={styles.row}>
        <label>
          <input type="checkbox" checked={reprice} onChange={(e) => setReprice(e.target.checked)} /> {t('catalog.prices.reprice')}
        </label>
        <label>
          {t('catalog.target')} <input className={`${styles.input} ${styles.small}`} type="number" min={50} max={120} step={0.1} value={target} onChange={(e) => setTarget(e.target.value)} />
        </label>
        <Button variant="secondary" size="s" disabled={!text || run.isPending} onClick={() => send(false)}>
          {t('catalog.prices.preview')}
        </Button>
        <Button variant="primary" size="s" disabled={!text || run.isPending || !result || result.applied || result.approvalId !== null} onClick={() => send(true)}>
          {t('catalog.prices.apply')}
        </Button>
      </div>
      <CatalogError error={run.error} />
      {result && (
        <>
          {result.applied && <p className={styles.ok}>{t('catalog.prices.applied')}</p>}
          {result.approvalId !== null && (
            <p className={styles.ok} role="status" data-testid="catalog-prices-drafted">
              {t('catalog.prices.drafted', { id: result.approvalId })}
            </p>
          )}
          {result.unmatched.length > 0 && <p className={styles.muted}>{t('catalog.prices.unmatched', { names: result.unmatched.slice(0, 20).join(', ') })}</p>}
          <h2 className={styles.panelTitle}>{t('catalog.prices.changes')}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <tbody>
                {result.changes.map((c) => (
                  <tr key={c.itemId}>
                    <td>{c.name}</td>
                    <td>{formatMinor(c.before)}</td>
                    <td>→ {formatMinor(c.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className={styles.panelTitle}>{t('catalog.prices.cases')}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <tbody>
                {result.cases.map((c) => (
                  <tr key={c.caseId}>
                    <td>{c.name}</td>
                    <td>
                      {percent(c.rtpBefore)} % → <span className={c.outOfRange ? styles.error : undefined}>{percent(c.rtpAfter)} %</span>
                      {c.outOfRange ? ` (${t('catalog.prices.outOfRange')})` : ''}
                    </td>
                    <td>
                      {formatMinor(c.priceBefore)} → {formatMinor(c.priceAfter)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
