import type { CaseDrop } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PackContentsButton } from '../../../components/pack-preview/pack-contents-button';
import { PackPreviewDialog } from '../../../components/pack-preview/pack-preview-dialog';
import { Icon } from '../../../components/ui/icons';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { rarityStyle } from '../../../components/ui/rarity';
import { paths } from '../../../config/paths';
import { checkCaseHref } from '../utils/check-link';
import { ItemPriceDialog } from './item-price-dialog';
import styles from './case-contents.module.css';
import { formatPercent } from '../../../lib/format-percent';

interface CaseContentsProps {
  drops: readonly CaseDrop[];
  caseName: string;
  caseId: number;
  signedIn: boolean;
  /** The site follows market prices: each item offers its price on the market. */
  marketPrices?: boolean;
}

const tickets = new Intl.NumberFormat('ru-RU');

/** Everything the case can give, most expensive first, with chance and ticket range; a pack shows what it holds on request, an item its market price. */
export function CaseContents({ drops, caseName, caseId, signedIn, marketPrices = false }: CaseContentsProps) {
  const { t } = useTranslation('cases');
  const [previewed, setPreviewed] = useState<CaseDrop | null>(null);
  const [priced, setPriced] = useState<CaseDrop | null>(null);
  const sorted = [...drops].sort((a, b) => b.price - a.price || a.ticketFrom - b.ticketFrom);
  return (
    <section className={styles.contents} aria-labelledby="case-contents-title" data-testid="case-contents">
      <div className={styles.head}>
        <h2 id="case-contents-title" className={styles.title}>
          {t('contents.title')}
          <span className={styles.count}>{t('contents.count', { count: drops.length })}</span>
        </h2>
        <div className={styles.links}>
          <Link to={checkCaseHref(caseName)} className={styles.link} data-testid="case-verify-link">
            <Icon name="shield" size={16} />
            {t('contents.verify')}
          </Link>
          {signedIn && (
            <Link to={paths.fairCaseHistory(caseId)} className={styles.link}>
              <Icon name="daily" size={16} />
              {t('contents.history')}
            </Link>
          )}
        </div>
      </div>
      <ul className={styles.grid}>
        {sorted.map((drop) => (
          <li key={drop.id} className={styles.drop} style={rarityStyle(drop.rarity)} data-testid="case-drop">
            <span className={styles.chance} title={t('contents.chanceLabel')}>
              {t('facts.percent', { value: formatPercent(drop.chance) })}
            </span>
            <ItemTile image={drop.image} rarity={drop.rarity} />
            <span className={styles.name}>{drop.name}</span>
            <span className={styles.hero}>{drop.hero}</span>
            <span className={styles.price}>{formatPrice(drop.price, 'GOLD')}</span>
            <span className={styles.tickets}>
              {t('contents.tickets', { from: tickets.format(drop.ticketFrom), to: tickets.format(drop.ticketTo) })}
            </span>
            {drop.pack ? (
              <PackContentsButton
                className={styles.packLink}
                iconSize={14}
                onClick={() => setPreviewed(drop)}
                label={t('contents.packContents')}
                ariaLabel={t('contents.packContentsLabel', { name: drop.name })}
                testId="case-drop-pack"
              />
            ) : (
              marketPrices && (
                <button type="button" className={styles.packLink} onClick={() => setPriced(drop)} aria-label={t('contents.marketPriceLabel', { name: drop.name })} data-testid="case-drop-market">
                  <Icon name="coin" size={14} />
                  {t('contents.marketPrice')}
                </button>
              )
            )}
          </li>
        ))}
      </ul>
      {previewed && <PackPreviewDialog pack={{ itemId: previewed.id, name: previewed.name }} onClose={() => setPreviewed(null)} />}
      {priced && <ItemPriceDialog item={{ id: priced.id, name: priced.name }} onClose={() => setPriced(null)} />}
    </section>
  );
}
