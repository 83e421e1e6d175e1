import type { InventoryItem } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { Replacement } from '../api/get-replacements';
import { useReplaceItem } from '../api/replace-item';
import { ExchangeResult } from './exchange-result';
import { ExchangeSummary } from './exchange-summary';
import styles from './exchange.module.css';
import { OwnItemPicker } from './own-item-picker';
import { ReplacementList } from './replacement-list';

/** Choose an own item, choose its replacement, swap, see the result. */
export function ExchangeBoard({ userId }: { userId: number }) {
  const { t } = useTranslation('inventory');
  const [item, setItem] = useState<InventoryItem | null>(null);
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  const swap = useReplaceItem();

  const again = () => {
    swap.reset();
    setItem(null);
    setReplacement(null);
  };

  if (swap.data) {
    return (
      <ExchangeResult
        result={swap.data}
        actions={
          <>
            <ButtonLink to={paths.profile(userId)}>{t('exchange.toProfile')}</ButtonLink>
            <Button variant="secondary" onClick={again} data-testid="exchange-again">
              {t('exchange.again')}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <div className={styles.board}>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="exchange-step-item">
          <h2 id="exchange-step-item" className={styles.step}>
            {t('exchange.stepItem')}
          </h2>
          <OwnItemPicker
            userId={userId}
            chosenId={item?.id ?? null}
            onChoose={(chosen) => {
              setItem(chosen);
              setReplacement(null);
            }}
          />
        </section>
        <section className={styles.panel} aria-labelledby="exchange-step-replacement">
          <h2 id="exchange-step-replacement" className={styles.step}>
            {t('exchange.stepReplacement')}
          </h2>
          {item ? (
            <ReplacementList key={item.id} inventoryId={item.id} chosenId={replacement?.itemId ?? null} onChoose={setReplacement} />
          ) : (
            <p className={styles.placeholder}>{t('exchange.pickFirst')}</p>
          )}
        </section>
      </div>
      <ExchangeSummary
        item={item}
        replacement={replacement}
        pending={swap.isPending}
        onSwap={() => item && replacement && swap.mutate({ inventoryId: item.id, itemId: replacement.itemId })}
      />
    </div>
  );
}
