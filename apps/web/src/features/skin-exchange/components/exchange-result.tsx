import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { rarityStyle } from '../../../components/ui/rarity';
import type { ReplacementResult } from '../api/replace-item';
import styles from './exchange-result.module.css';

interface ExchangeResultProps {
  result: ReplacementResult;
  /** Where to go next: the page and the popup offer different ways on. */
  actions: ReactNode;
}

/** The new item after a swap, the balance with the refund, and where to go next. */
export function ExchangeResult({ result, actions }: ExchangeResultProps) {
  const { t } = useTranslation('inventory');
  const { item } = result;
  return (
    <section className={styles.result} style={rarityStyle(item.rarity)} aria-labelledby="exchange-result-title" data-testid="exchange-result">
      <div className={styles.resultTile}>
        <ItemTile image={item.image} rarity={item.rarity} size="l" glow />
      </div>
      <div className={styles.resultText}>
        <h2 id="exchange-result-title" className={styles.resultTitle}>
          <Icon name="check" size={22} />
          {t('exchange.resultTitle')}
        </h2>
        <p className={styles.resultName} data-testid="exchange-result-name">
          {item.name}
        </p>
        <p className={styles.resultPrice}>{formatPrice(item.price, 'GOLD')}</p>
        <p className={styles.resultNote}>
          {t('exchange.resultText')} {t('exchange.resultBalance', { balance: formatPrice(result.balance, 'GOLD') })}
        </p>
        <div className={styles.resultActions}>{actions}</div>
      </div>
    </section>
  );
}
