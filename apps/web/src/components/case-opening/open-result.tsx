import { fromWire, toWire, type CaseOpenResponse } from '@tastydrop/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { formatPrice } from '../ui/price-tag';
import { ResultItem, type SellWon } from './result-item';
import styles from './open-result.module.css';

interface OpenResultProps {
  opened: CaseOpenResponse;
  onKeep: () => void;
  onSell: SellWon;
  /** Open the same case again; without it the result offers only to keep the items. */
  again?: { onAgain: () => void; disabled: boolean; pending: boolean; label: string };
}

/** The won items with sell / keep / open again, and the seed hash the rolls came from. */
export function OpenResult({ opened, onKeep, onSell, again }: OpenResultProps) {
  const { t } = useTranslation('cases');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  const total = toWire(opened.drops.reduce((sum, d) => sum + fromWire(d.price), 0));
  return (
    <section className={styles.result} aria-labelledby="open-result-title" data-testid="open-result">
      <div className={styles.head}>
        <h2 ref={title} id="open-result-title" className={styles.title} tabIndex={-1}>
          {t('result.title')}
        </h2>
        <p className={styles.total}>
          {t('result.total', { count: opened.drops.length, total: formatPrice(total, 'GOLD') })}
          {opened.amountExp !== '0' && <span className={styles.exp}>{t('result.exp', { exp: opened.amountExp })}</span>}
        </p>
      </div>
      <ul className={[styles.items, opened.drops.length === 1 && styles.single].filter(Boolean).join(' ')}>
        {opened.drops.map((drop) => (
          <ResultItem key={drop.inventoryItemId} drop={drop} onSell={onSell} />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" size="l" onClick={onKeep} data-testid="result-keep">
          {t('result.keep')}
        </Button>
        {again && (
          <Button size="l" onClick={again.onAgain} disabled={again.disabled || again.pending} data-testid="result-again">
            <Icon name="refresh" size={18} />
            {again.pending ? t('page.opening') : again.label}
          </Button>
        )}
      </div>
      <p className={styles.seed}>
        <Icon name="shield" size={14} />
        <span>{t('result.seed')}</span>
        <code title={opened.serverSeedHash}>{opened.serverSeedHash}</code>
      </p>
    </section>
  );
}
