import type { ErrorCode, User } from '@tastydrop/domain';
import { pushCodeAlert } from '../../../lib/alerts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { pushAlert } from '../../../stores/alerts-store';
import { useSteamWidgetStore } from '../../../stores/steam-widget-store';
import { useSendItems } from '../api/send-items';
import { missingSteamData, widgetPathFor, withdrawErrorKey, withdrawMethod } from '../utils/withdraw';

/**
 * Withdraws items by the saved trade link or login. A refusal for missing data opens the Steam widget on its
 * path; other refusals show the code's message. Remembers whether the server runs in sandbox mode.
 */
export function useWithdraw(user: User) {
  const { t } = useTranslation();
  const send = useSendItems(user.userId);
  const openWidget = useSteamWidgetStore((s) => s.open);
  const [sandbox, setSandbox] = useState(false);

  const refuse = (code: ErrorCode, parameters?: Record<string, unknown>) => {
    const path = widgetPathFor(code);
    if (path) openWidget(path);
    pushAlert({ type: 'error', title: t(withdrawErrorKey(code), parameters) });
  };

  const withdraw = (ids: number[], onDone?: () => void) => {
    const method = withdrawMethod(user.steam);
    // Without the data the widget opens at once; the server's own noLink/noLogin is the fallback.
    const missing = missingSteamData(user.steam, method);
    if (missing) {
      refuse(missing);
      return;
    }
    send.mutate(
      { ids, method },
      {
        onSuccess: (response) => {
          if (response.sandbox) setSandbox(true);
          if (response.review) {
            // The rules held it for the console: nothing goes out until it is approved.
            pushAlert({ type: 'info', title: t('inventory:toasts.withdrawReview'), message: t('inventory:toasts.withdrawReviewText') });
          } else if (response.heldUntil) {
            // The trade link was replaced lately: the offer waits, and the player is told why and until when.
            const time = new Date(response.heldUntil).toLocaleString('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
            pushAlert({ type: 'info', title: t('inventory:toasts.withdrawHeld'), message: t('inventory:toasts.withdrawHeldText', { time }) });
          } else {
            pushAlert({
              type: 'success',
              title: t('inventory:toasts.withdrawStarted'),
              message: response.sandbox ? t('inventory:sandbox.text') : t('inventory:toasts.withdrawStartedText'),
            });
          }
          onDone?.();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status === 0) {
            pushCodeAlert('error_item_withdrawal', { message: t('errors:unpredicted') });
            return;
          }
          refuse(error.code, error.parameters);
        },
      },
    );
  };

  return { withdraw, pending: send.isPending, pendingIds: send.isPending ? send.variables.ids : [], sandbox };
}
