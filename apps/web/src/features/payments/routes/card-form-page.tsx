import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDecideSandboxPayment, useSandboxPayment } from '../api/sandbox-payment';
import { CardForm } from '../components/card-form';
import styles from '../components/card-form.module.css';
import { TestModeBanner } from '../components/test-mode-banner';

/** /cardform?payment=…: the card checkout of the sandbox provider (card methods land here). */
export default function CardFormPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const payment = useSandboxPayment(paymentId);
  const decide = useDecideSandboxPayment(paymentId);
  const navigate = useNavigate();

  if (!paymentId || payment.isError) {
    return (
      <EmptyState
        icon="alert"
        headingLevel="h1"
        title={t('card.missing')}
        text={t('card.missingText')}
        actions={<ButtonLink to={paths.refill}>{t('result.toRefill')}</ButtonLink>}
      />
    );
  }

  const data = payment.data;
  return (
    <div className={styles.page}>
      <TestModeBanner />
      <section className={styles.panel} aria-busy={!data}>
        <div className={styles.head}>
          <h1 className={styles.title}>{t('card.title')}</h1>
          {data && <span className={styles.order}>{t('card.order', { id: data.orderId.slice(0, 8) })}</span>}
        </div>
        {!data && <Skeleton height={320} />}
        {data && (
          <div className={styles.amount}>
            <span>
              {t('card.amount')} · {data.methodName}
            </span>
            <strong data-testid="card-amount">
              {formatAmount(data.amount)} {data.currency}
            </strong>
          </div>
        )}
        {data && data.status !== 'pending' && (
          <EmptyState
            icon="check"
            title={t('card.settled')}
            actions={<ButtonLink to={`${paths.refillResult}?orderId=${encodeURIComponent(data.orderId)}`}>{t('card.toResult')}</ButtonLink>}
          />
        )}
        {data && data.status === 'pending' && (
          <CardForm
            payment={data}
            busy={decide.isPending || decide.isSuccess}
            onDecide={(outcome) => decide.mutate(outcome, { onSuccess: ({ redirectUrl }) => void navigate(redirectUrl) })}
          />
        )}
      </section>
    </div>
  );
}
