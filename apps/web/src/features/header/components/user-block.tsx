import { formatAmount, formatCoins, type User } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useUserLevels } from '../api/get-user-levels';
import { LevelUpBanner } from './level-up-banner';
import { BalanceChip } from './balance-chip';
import { UserMenu } from './user-menu';
import styles from './user-block.module.css';

const rub = (amount: number) => `${formatAmount(amount)} ₽`;

/** The signed-in header block: balances with deltas, top-up, and the profile menu with level and experience. */
export function UserBlock({ user }: { user: User }) {
  const { t } = useTranslation('header');
  const levels = useUserLevels(user.userId).data;
  const { balance, coinBalance, totalAmountItems } = user.finance;

  const money = rub(balance);
  const coins = formatCoins(coinBalance);
  const inventory = rub(totalAmountItems);

  return (
    <div className={styles.block}>
      <div className={styles.balances}>
        <BalanceChip
          kind="money"
          icon="wallet"
          text={money}
          label={t('user.balanceLabel', { value: money })}
          format={rub}
          className={styles.money}
          testId="user-balance"
        />
        <BalanceChip
          kind="coins"
          icon="coin"
          text={coins}
          label={t('user.coinsLabelValue', { value: coins })}
          format={formatCoins}
          className={styles.coins}
          testId="user-coins"
        />
        <BalanceChip
          kind="inventory"
          icon="bag"
          text={inventory}
          label={t('user.inventoryLabel', { value: inventory })}
          format={rub}
          className={styles.inventory}
        />
      </div>
      <ButtonLink to={paths.refill} className={styles.topUp} aria-label={t('user.refill')}>
        <Icon name="plus" size={18} />
        <span className={styles.topUpText}>{t('user.topUp')}</span>
      </ButtonLink>
      <UserMenu user={user} levels={levels} coins={coins} inventory={inventory} />
      <LevelUpBanner userId={user.userId} level={user.level} />
    </div>
  );
}
