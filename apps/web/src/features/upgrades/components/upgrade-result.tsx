import type { UpgradeResponse } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ItemTile } from '../../../components/ui/item-tile';
import { formatPrice } from '../../../components/ui/price-tag';
import { WearFloat } from '../../../components/ui/wear-float';
import { paths } from '../../../config/paths';
import styles from './upgrade-result.module.css';

/** The outcome once the wheel stops: the won target, or the pity item and coins; a link to verify it. */
export function UpgradeResult({ done, onContinue }: { done: UpgradeResponse; onContinue: () => void }) {
  const { t } = useTranslation('upgrades');
  const prize = done.winPrize ?? done.pityPrize;
  return (
    <section className={styles.result} data-outcome={done.success ? 'win' : 'lose'} aria-labelledby="upgrade-result-title" data-testid="upgrade-result">
      <h2 id="upgrade-result-title" className={styles.title}>
        {t(done.success ? 'result.winTitle' : 'result.loseTitle')}
      </h2>
      {prize && (
        <div className={styles.prize}>
          <ItemTile image={prize.image} alt="" rarity={prize.rarity} size="s" glow={done.success} />
          <div className={styles.prizeText}>
            <span className={styles.kind}>{t(done.success ? 'result.won' : 'result.pity')}</span>
            <strong data-testid="upgrade-prize-name">{prize.name}</strong>
            <span>{formatPrice(prize.price, 'GOLD')}</span>
            {prize.float !== null && <WearFloat value={prize.float} variant="full" />}
          </div>
        </div>
      )}
      {done.coinsPrize > 0 && (
        <p className={styles.coins} data-testid="upgrade-coins">
          <Icon name="coin" size={16} />
          {t('result.coins', { count: done.coinsPrize })}
        </p>
      )}
      <p className={styles.roll}>
        {t('result.roll', { roll: done.roll, from: done.rollRange.from, to: done.rollRange.to })}
      </p>
      <div className={styles.actions}>
        <Button onClick={onContinue} data-testid="upgrade-continue">
          {t('result.continue')}
        </Button>
        <ButtonLink variant="ghost" to={`${paths.fairCheck}?upgrade=${done.upgradeId}`} data-testid="upgrade-verify">
          <Icon name="shield" size={16} />
          {t('result.verify')}
        </ButtonLink>
      </div>
    </section>
  );
}
