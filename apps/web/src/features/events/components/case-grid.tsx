import { coinCaseLevelGate, type CaseCard } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { EventCaseCard } from './event-case-card';
import styles from './events.module.css';

interface CaseGridProps {
  cases: CaseCard[] | undefined;
  loading: boolean;
  coinIcon: string;
  userLevel: number;
  /** Coin cases: lock each by its index's level gate. */
  gated?: boolean;
  testId?: string;
}

export function CaseGrid({ cases, loading, coinIcon, userLevel, gated, testId }: CaseGridProps) {
  const { t } = useTranslation('events');
  if (loading) {
    return (
      <div className={styles.caseGrid}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={220} />
        ))}
      </div>
    );
  }
  if (!cases || cases.length === 0) return <EmptyState icon="sparkle" title={t('cases.empty')} />;
  return (
    <div className={styles.caseGrid} data-testid={testId}>
      {cases.map((c, i) => (
        <EventCaseCard key={c.id} item={c} coinIcon={coinIcon} userLevel={userLevel} {...(gated ? { lockLevel: coinCaseLevelGate(i) } : {})} />
      ))}
    </div>
  );
}
