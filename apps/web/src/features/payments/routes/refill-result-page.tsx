import { useQueryClient } from '@tanstack/react-query';
import { alertText } from '../../../lib/alerts';
import { refillResult } from '@tastydrop/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { STATUS_POLL_LIMIT_MS, useTransactionStatus } from '../api/get-transaction-status';
import { ResultFail, ResultSuccess, ResultWait } from '../components/result-views';
import { queryKeys } from '../../../lib/query-keys';

/** /refill/result?orderId: waits for the payment, then shows the failure or the credited sum and bonus. */
export default function RefillResultPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const session = useSession();
  const openSignIn = useModalStore((s) => s.openSignIn);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const status = useTransactionStatus(session.status === 'signedIn' ? orderId : null, startedAt);
  const client = useQueryClient();
  const state = status.data?.status;
  const [long, setLong] = useState(false);

  useEffect(() => {
    // Polling stops after the limit; the page then offers to check by hand.
    const timer = setTimeout(() => setLong(true), Math.max(0, startedAt + STATUS_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [startedAt]);

  useEffect(() => {
    // The header balance follows at once (the personal channel pushes it too).
    if (state === 'success') void client.invalidateQueries({ queryKey: queryKeys.users.me });
  }, [state, client]);

  const toRefill = <ButtonLink to={paths.refill}>{t('result.toRefill')}</ButtonLink>;
  if (!orderId) return <EmptyState icon="wallet" title={t('result.noOrder')} text={t('result.noOrderText')} actions={toRefill} />;
  if (session.status === 'guest') {
    return <EmptyState icon="user" title={t('result.signIn')} actions={<Button onClick={() => openSignIn('login')}>{t('unauth.action')}</Button>} />;
  }
  if (status.isError) {
    const missing = isApiError(status.error) && status.error.code === 'payment_not_found';
    return <EmptyState icon="alert" title={missing ? alertText('status_not_found') : t('result.error')} actions={toRefill} />;
  }
  if (!status.data) return <ResultWait long={false} onCheck={() => undefined} checking />;

  const result = refillResult(status.data);
  if (result.kind === 'wait') {
    return (
      <ResultWait
        long={long}
        checking={status.isFetching}
        onCheck={() => {
          setLong(false);
          setStartedAt(Date.now());
          void status.refetch();
        }}
      />
    );
  }
  if (result.kind === 'fail') return <ResultFail />;
  return <ResultSuccess result={result} status={status.data} />;
}
