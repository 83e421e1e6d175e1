import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pushAlert } from '../../../stores/alerts-store';
import { useConfirmEmail } from '../api/bonuses-api';

/** The link from the confirmation letter lands here with ?confirm=TOKEN: confirm once, then drop the parameter. */
export function useEmailConfirmation(signedIn: boolean): void {
  const { t } = useTranslation('bonuses');
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmEmail();
  const sent = useRef<string | null>(null);
  const token = params.get('confirm');

  useEffect(() => {
    if (!signedIn || !token || sent.current === token) return;
    sent.current = token;
    confirm.mutate(token, {
      onSuccess: () => pushAlert({ type: 'success', title: t('missions.emailConfirmed') }),
      onSettled: () =>
        setParams(
          (p) => {
            p.delete('confirm');
            return p;
          },
          { replace: true },
        ),
    });
  }, [signedIn, token, confirm, setParams, t]);
}
