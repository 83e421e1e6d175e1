import type { ItemPriceHistory } from '@tastydrop/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart, type ChartSeries } from '../../../components/ui/line-chart';
import { Modal } from '../../../components/ui/modal';
import { formatPrice } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import { useItemPrices } from '../api/get-item-prices';
import styles from './item-price-dialog.module.css';

interface ItemPriceDialogProps {
  item: { id: number; name: string };
  onClose: () => void;
}

const DAY_SECONDS = 86_400;
const dateTime = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
const roubles = (value: number) => formatPrice(value, 'GOLD');
const wholeRoubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
/** The chart's axis: whole roubles once they are large, so the labels stay short. */
const axisRoubles = (value: number) => (value >= 100 ? `${wholeRoubles.format(value)} ₽` : roubles(value));

function PriceFacts({ prices }: { prices: ItemPriceHistory }) {
  const { t } = useTranslation('cases');
  const market = prices.market;
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('itemPrices.site')}</dt>
        <dd data-testid="item-prices-site">{roubles(prices.price)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('itemPrices.market')}</dt>
        <dd data-testid="item-prices-market">{market ? roubles(market.price) : t('itemPrices.noMarket')}</dd>
        {market && (
          <p className={`${styles.note} ${market.heldSince ? styles.held : ''}`}>
            {market.heldSince ? t('itemPrices.held', { at: dateTime.format(new Date(market.heldSince)) }) : t('itemPrices.pricedAt', { at: dateTime.format(new Date(market.pricedAt)) })}
          </p>
        )}
      </div>
    </dl>
  );
}

function PriceChart({ prices }: { prices: ItemPriceHistory }) {
  const { t } = useTranslation('cases');
  const chart = useMemo(() => {
    const xs = prices.days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const series: ChartSeries[] = [{ label: t('itemPrices.series'), values: prices.days.map((d) => d.price), color: '#ff7a1a' }];
    return { xs, series };
  }, [prices.days, t]);
  // One day gives a point, not a line: the chart needs two.
  if (prices.days.length < 2 || chart.xs[chart.xs.length - 1]! - chart.xs[0]! < DAY_SECONDS) {
    return (
      <p className={styles.empty} data-testid="item-prices-empty">
        {t('itemPrices.empty')}
      </p>
    );
  }
  return <LineChart title={t('itemPrices.chart')} xs={chart.xs} series={chart.series} hourly={false} formatValue={axisRoubles} />;
}

/** An item's price on the site and on the market, with its market price over the last 30 days; opened from the case's contents. */
export function ItemPriceDialog({ item, onClose }: ItemPriceDialogProps) {
  const { t } = useTranslation('cases');
  const prices = useItemPrices(item.id);
  return (
    <Modal title={t('itemPrices.title')} onClose={onClose} wide testId="item-prices">
      <p className={styles.lead}>{item.name}</p>
      {prices.isError ? (
        <p className={styles.error} role="alert">
          {t('itemPrices.error')}
        </p>
      ) : prices.data ? (
        <>
          <PriceFacts prices={prices.data} />
          <PriceChart prices={prices.data} />
        </>
      ) : (
        <Skeleton height={240} />
      )}
    </Modal>
  );
}
