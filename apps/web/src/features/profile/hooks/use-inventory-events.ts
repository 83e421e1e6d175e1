import { useQueryClient } from '@tanstack/react-query';
import { pushCodeAlert } from '../../../lib/alerts';
import { SELL_DONE_DEBOUNCE_MS, type PersonalEvent } from '@tastydrop/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannelEvents } from '../../../hooks/use-channel-events';
import { useCentrifugoToken } from '../../../lib/session/centrifugo-token';
import { refreshInventories, updateInventories } from '../api/get-inventory';
import { patchEntries } from '../utils/inventory-cache';
import { updateFinance } from '../../../lib/session/finance-store';
import { personalEventAction } from '../utils/personal-events';
import { deadlineOf } from '../utils/timer';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The own profile listens to the personal channel (only the player's own events arrive there): a sale moves the
 * header balance at once, a withdrawal step moves its item, a failed withdrawal is told; `sell_done` and the
 * like refetch the user and the inventory, debounced.
 */
export function useInventoryEvents(userId: number | null): void {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const token = useCentrifugoToken(userId).data;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onEvent = useCallback(
    (event: PersonalEvent) => {
      if (userId === null) return;
      const { balance, patch, failure, refresh } = personalEventAction(event);
      if (balance !== null) updateFinance({ balance });
      if (patch) {
        const entry = { status: patch.status, timerData: patch.timerData, deadline: deadlineOf(patch.timerData, Date.now()) };
        updateInventories(client, userId, (data, group) => patchEntries(data, new Map([[patch.id, entry]]), group));
      }
      if (failure) {
        // A refusal after a review says why, in the words the inventory card uses.
        const reason = failure.refusal
          ? t('withdrawFailed.refused', { reason: t(`inventory:review.refusals.${failure.refusal}`) })
          : t(`withdrawFailed.codes.${failure.code}`);
        pushCodeAlert('error_skin_transfer', { message: t('withdrawFailed.message', { name: failure.name, reason }) });
      }
      if (!refresh) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void client.invalidateQueries({ queryKey: queryKeys.users.me });
        void refreshInventories(client, userId);
      }, SELL_DONE_DEBOUNCE_MS);
    },
    [client, userId, t],
  );

  useChannelEvents('personal', token ? token.channel : null, onEvent, token?.centryfugoKey);
}
