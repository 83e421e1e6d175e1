import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { OPENINGS_PER_PAGE, useOpenings } from '../api/get-openings';
import { OpeningsTable } from '../components/openings-table';
import { Pager } from '../components/pager';
import styles from '../components/fair.module.css';

function positive(value: string | null | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** /provably-fair/case-history/{caseId}: the player's openings of one case, 20 per page. */
export default function CaseHistoryPage() {
  const { t } = useTranslation('provably-fair');
  const { caseId } = useParams();
  const [params, setParams] = useSearchParams();
  const id = positive(caseId, 0);
  const page = positive(params.get('page'), 1);
  const query = useOpenings(id, page);

  if (query.isPending) {
    return (
      <div className={styles.panel} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon="alert"
        title={t('history.errorTitle')}
        text={t('errorText')}
        actions={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <EmptyState
        icon="gift"
        title={t('history.emptyTitle')}
        text={t('history.emptyText')}
        actions={<ButtonLink to={paths.home}>{t('history.toCases')}</ButtonLink>}
      />
    );
  }
  const title = items[0] ? t('history.title', { case: items[0].caseTitle }) : t('history.titleFallback');
  return (
    <section className={styles.panel} aria-labelledby="history-title">
      <div className={styles.panelHead}>
        <h2 id="history-title" className={styles.panelTitle}>
          {title}
        </h2>
        <span className={styles.muted}>{t('history.total', { count: total })}</span>
      </div>
      <OpeningsTable items={items} />
      <Pager page={page} pages={Math.ceil(total / OPENINGS_PER_PAGE)} onPage={(next) => setParams({ page: String(next) })} />
    </section>
  );
}
