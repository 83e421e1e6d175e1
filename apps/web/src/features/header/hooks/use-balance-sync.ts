import type { User } from '@tastydrop/domain';
import { useEffect } from 'react';
import { useBalanceStore } from '../../../stores/balance-store';

/** Feeds the header balances from the user query; the store turns each change into a 1 s delta. */
export function useBalanceSync(user: User | null): void {
  const sync = useBalanceStore((s) => s.sync);
  const finance = user?.finance;
  const money = finance?.balance;
  const coins = finance?.coinBalance;
  const inventory = finance?.totalAmountItems;
  useEffect(() => {
    if (money === undefined || coins === undefined || inventory === undefined) sync(null);
    else sync({ money, coins, inventory });
  }, [money, coins, inventory, sync]);
}
