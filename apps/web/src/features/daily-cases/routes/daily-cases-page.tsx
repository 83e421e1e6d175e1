import type { CaseOpenResponse, DailyCase } from '@tastydrop/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WonCaseOpening } from '../../../components/case-opening/won-case-opening';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import page from '../../../components/ui/lead-page.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCountdown } from '../../../hooks/use-countdown';
import { deadlineFrom } from '../../../lib/daily/countdown';
import { useDailyInfo } from '../../../lib/daily/daily-info';
import { useSession } from '../../../lib/session/get-me';
import { useModalStore } from '../../../stores/modal-store';
import { useDailyCases } from '../api/get-daily-cases';
import { useOpenDailyCase } from '../api/open-daily-case';
import { DailyCaseCard } from '../components/daily-case-card';
import { DailyHero } from '../components/daily-hero';
import styles from '../components/daily-cases.module.css';

/** /daily-cases: one free case per level band, once every 24 hours, with the countdown to the next. */
export default function DailyCasesPage() {
  const { t } = useTranslation('daily');
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const openSignIn = useModalStore((s) => s.openSignIn);
  const info = useDailyInfo(signedIn);
  const list = useDailyCases(signedIn);
  const open = useOpenDailyCase();
  const [result, setResult] = useState<{ item: DailyCase; opened: CaseOpenResponse } | null>(null);

  const deadline = useMemo(
    () => (info.data ? deadlineFrom(info.data.nearestCaseTime, info.dataUpdatedAt) : null),
    [info.data, info.dataUpdatedAt],
  );
  const secondsLeft = useCountdown(deadline, info.dataUpdatedAt, () => void info.refetch().then(() => list.refetch()));

  const onOpen = (item: DailyCase) => open.mutate(item.id, { onSuccess: (opened) => setResult({ item, opened }) });

  let body;
  if (session.status === 'loading' || (signedIn && (info.isPending || list.isPending))) {
    body = (
      <>
        <Skeleton height={96} />
        <div className={styles.grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={280} />
          ))}
        </div>
      </>
    );
  } else if (!signedIn) {
    body = (
      <EmptyState
        icon="daily"
        title={t('guest.title')}
        text={t('guest.text')}
        actions={
          <Button size="l" onClick={() => openSignIn('login')}>
            {t('guest.signIn')}
          </Button>
        }
      />
    );
  } else if (info.isError || list.isError || !info.data || !list.data) {
    body = (
      <EmptyState
        icon="daily"
        title={t('errors.loadTitle')}
        text={t('errors.loadText')}
        actions={<Button onClick={() => void Promise.all([info.refetch(), list.refetch()])}>{t('errors.retry')}</Button>}
      />
    );
  } else if (list.data.length === 0) {
    body = <EmptyState icon="daily" title={t('empty.title')} text={t('empty.text')} />;
  } else {
    body = (
      <>
        <DailyHero info={info.data} secondsLeft={secondsLeft} />
        <div className={styles.grid}>
          {list.data.map((item) => (
            <DailyCaseCard key={item.id} item={item} secondsLeft={secondsLeft} opening={open.isPending} onOpen={onOpen} />
          ))}
        </div>
      </>
    );
  }

  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{t('page.title')}</h1>
        <p>{t('page.lead')}</p>
      </header>
      {body}
      {result && <WonCaseOpening caseName={result.item.name} title={result.item.title} opened={result.opened} onClose={() => setResult(null)} />}
    </div>
  );
}
