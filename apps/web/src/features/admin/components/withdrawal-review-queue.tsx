import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REVIEW_REFUSALS, formatAmount, type ReviewRefusal, type WithdrawalReviewList } from '@tastydrop/domain';
import { isApiError } from '../../../lib/api-client';
import { useDecideWithdrawalReview, useWithdrawalReviews } from '../api/withdrawal-reviews';
import styles from './admin.module.css';
import { ReasonAction } from './reason-action';
import { ReviewRulesForm } from './review-rules-form';

type ReviewRow = WithdrawalReviewList['rows'][number];

/**
 * Withdrawals the rules held, oldest first: why, the player's deposits and stakes since, the same person's other
 * accounts; approve, ask for identity, or refuse with a reason the player sees (docs/decisions/059-withdrawal-review.md).
 */
export function WithdrawalReviewQueue({ mayEditRules }: { mayEditRules: boolean }) {
  const { t } = useTranslation('admin');
  const reviews = useWithdrawalReviews();
  const decide = useDecideWithdrawalReview();
  return (
    <div data-testid="console-withdrawal-reviews">
      {decide.error && (
        <p className={styles.error} role="alert">
          {isApiError(decide.error) ? t(decide.error.code, { ns: 'errors' }) : t('unpredicted', { ns: 'errors' })}
        </p>
      )}
      {reviews.isPending && <p className={styles.muted}>{t('common.loading')}</p>}
      {reviews.error && <p className={styles.error}>{t('reviews.loadError')}</p>}
      {reviews.data?.rows.length === 0 && <p className={styles.muted}>{t('reviews.empty')}</p>}
      {reviews.data?.rows.map((row) => (
        <ReviewCard key={row.id} row={row} busy={decide.isPending} onDecide={(decision) => decide.mutate({ withdrawalId: row.withdrawalId, decision })} />
      ))}
      {mayEditRules && reviews.data && <ReviewRulesForm thresholds={reviews.data.thresholds} />}
    </div>
  );
}

type Decision = Parameters<ReturnType<typeof useDecideWithdrawalReview>['mutate']>[0]['decision'];

function ReviewCard({ row, busy, onDecide }: { row: ReviewRow; busy: boolean; onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation('admin');
  const [refusal, setRefusal] = useState<ReviewRefusal>('no_play');
  const id = row.withdrawalId;
  return (
    <section className={styles.panel} data-testid={`console-review-${id}`}>
      <h2 className={styles.panelTitle}>
        {row.name} · {formatAmount(row.price)} ₽
      </h2>
      <p className={styles.muted}>
        <Link to={`/admin/players/${row.userId}`}>{row.nickname ?? `#${row.userId}`}</Link> · {new Date(row.createdAt).toLocaleString('ru-RU')} ·{' '}
        <span data-testid={`console-review-state-${id}`}>{t(`reviews.states.${row.state}`)}</span>
      </p>
      <ul data-testid={`console-review-reasons-${id}`}>
        {row.reasons.map((reason) => (
          <li key={reason}>{t(`reviews.reasons.${reason}`)}</li>
        ))}
      </ul>
      <p>{t('reviews.play', { deposits: formatAmount(row.deposits), stakes: formatAmount(row.stakes) })}</p>
      <p>
        {t('reviews.linked')}{' '}
        {row.linked.length === 0
          ? t('reviews.noLinked')
          : row.linked.map((userId, i) => (
              <span key={userId}>
                {i > 0 && ', '}
                <Link to={`/admin/players/${userId}`}>#{userId}</Link>
              </span>
            ))}
      </p>
      <div className={styles.row}>
        <div className={styles.row}>
          <ReasonAction label={t('reviews.approve')} busy={busy} testId={`console-review-approve-${id}`} onConfirm={(reason) => onDecide({ action: 'approve', reason })} />
          {row.state !== 'identity' && (
            <ReasonAction label={t('reviews.identity')} busy={busy} testId={`console-review-identity-${id}`} onConfirm={(reason) => onDecide({ action: 'identity', reason })} />
          )}
        </div>
        <div className={styles.row}>
          <select
            className={styles.select}
            value={refusal}
            onChange={(e) => setRefusal(e.target.value as ReviewRefusal)}
            aria-label={t('reviews.refusal')}
            data-testid={`console-review-refusal-${id}`}
          >
            {REVIEW_REFUSALS.map((r) => (
              <option key={r} value={r}>
                {t(`reviews.refusals.${r}`)}
              </option>
            ))}
          </select>
          <ReasonAction label={t('reviews.refuse')} danger busy={busy} testId={`console-review-refuse-${id}`} onConfirm={(reason) => onDecide({ action: 'refuse', refusal, reason })} />
        </div>
      </div>
    </section>
  );
}
