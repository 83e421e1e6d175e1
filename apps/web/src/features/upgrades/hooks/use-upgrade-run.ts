import { useQueryClient } from '@tanstack/react-query';
import type { UpgradeResponse, User } from '@tastydrop/domain';
import { useCallback, useRef, useState } from 'react';
import { inventoryValueAfter, useUpgradeItems, type UpgradeVariables } from '../api/upgrade-items';
import { queryKeys } from '../../../lib/query-keys';
import { financeOf, updateFinance } from '../../../lib/session/finance-store';

export type UpgradePhase = { kind: 'idle' } | { kind: 'spinning'; id: number; done: UpgradeResponse } | { kind: 'result'; id: number; done: UpgradeResponse };

/**
 * The life of one upgrade on the page: idle → (request) → the wheel spins to the server's roll → result.
 * The stake leaves the item list and the prize joins the inventory value once the wheel stops; the
 * selection empties when the player goes back to picking.
 */
export function useUpgradeRun(onSettled: () => void) {
  const client = useQueryClient();
  const mutation = useUpgradeItems();
  const [phase, setPhase] = useState<UpgradePhase>({ kind: 'idle' });
  const sequence = useRef(0);
  const revealed = useRef(0);
  const spinning = useRef<{ id: number; done: UpgradeResponse } | null>(null);

  const reveal = useCallback(
    (done: UpgradeResponse) => {
      const user = client.getQueryData<User>(queryKeys.users.me);
      if (user) updateFinance({ totalAmountItems: inventoryValueAfter(financeOf(user).totalAmountItems, done) });
      void client.invalidateQueries({ queryKey: queryKeys.inventory.all });
      void client.invalidateQueries({ queryKey: queryKeys.upgrades.recent });
      void client.invalidateQueries({ queryKey: queryKeys.upgrades.statistic });
    },
    [client],
  );

  const run = useCallback(
    (variables: UpgradeVariables, onError: (error: unknown) => void) => {
      mutation.mutate(variables, {
        onSuccess: (done) => {
          sequence.current += 1;
          spinning.current = { id: sequence.current, done };
          setPhase({ kind: 'spinning', id: sequence.current, done });
        },
        onError,
      });
    },
    [mutation],
  );

  /** The wheel stopped (or was skipped): show the result, once per upgrade. */
  const finish = useCallback(
    (id: number) => {
      const current = spinning.current;
      if (revealed.current === id || current?.id !== id) return;
      revealed.current = id;
      reveal(current.done);
      setPhase({ kind: 'result', id, done: current.done });
    },
    [reveal],
  );

  /** Back to picking: the staked items are gone, so the selection empties. */
  const close = useCallback(() => {
    setPhase({ kind: 'idle' });
    onSettled();
  }, [onSettled]);
  return { phase, run, finish, close, pending: mutation.isPending };
}
