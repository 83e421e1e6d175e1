import type { CaseOpenResponse, EventFreeCase, FreeCase } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WonCaseOpening } from '../../../components/case-opening/won-case-opening';
import { Button } from '../../../components/ui/button';
import { useFreeCases, useOpenFreeCase } from '../../../lib/free-cases';
import { pushAlert } from '../../../stores/alerts-store';
import { useModalStore } from '../../../stores/modal-store';
import { useClaimEventFreeCase, useEventFreeCases } from '../api/get-event-free-cases';
import styles from './events.module.css';
import { ArtImage } from '../../../components/ui/art-image';

/** The event's FreeCases tab: free cases the event gives its players, taken once and opened here. */
export function EventFreeCases({ userId, signedIn }: { userId: number | null; signedIn: boolean }) {
  const { t } = useTranslation('events');
  const list = useEventFreeCases(userId, true);
  const mine = useFreeCases(signedIn);
  if (!list.data || list.data.length === 0) return null;
  return (
    <section aria-labelledby="event-free-title" data-testid="event-free-cases">
      <div className={styles.blockHead}>
        <h2 id="event-free-title" className={styles.blockTitle}>
          {t('free.title')}
        </h2>
      </div>
      <ul className={styles.freeGrid}>
        {list.data.map((c) => (
          <FreeCaseCard key={c.index} item={c} grant={mine.data?.find((g) => g.source === 'event' && g.name === c.gift.slug)} />
        ))}
      </ul>
    </section>
  );
}

function counterText(item: EventFreeCase, grant: FreeCase | undefined, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (grant) {
    return grant.counterType === 'time' && grant.counterEnd
      ? t('free.until', { date: new Date(grant.counterEnd).toLocaleString('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }) })
      : t('free.left', { count: grant.remaining });
  }
  return item.gift.counterType === 'time' ? t('free.forHours', { count: item.gift.opens, hours: item.gift.hours ?? 0 }) : t('free.opens', { count: item.gift.opens });
}

function FreeCaseCard({ item, grant }: { item: EventFreeCase; grant: FreeCase | undefined }) {
  const { t } = useTranslation('events');
  const openSignIn = useModalStore((s) => s.openSignIn);
  const claim = useClaimEventFreeCase();
  const open = useOpenFreeCase();
  // Errors are shown by the query client's shared handler.

  const [won, setWon] = useState<{ grant: FreeCase; opened: CaseOpenResponse } | null>(null);
  let action;
  if (item.state === 'guest') {
    action = (
      <Button size="s" block variant="secondary" onClick={() => openSignIn('login')}>
        {t('free.signIn')}
      </Button>
    );
  } else if (grant) {
    action = (
      <Button size="s" block disabled={open.isPending} onClick={() => open.mutate(grant.grantId, { onSuccess: (opened) => setWon({ grant, opened }) })} data-testid="event-free-open">
        {t('free.open')}
      </Button>
    );
  } else if (item.state === 'available') {
    action = (
      <Button size="s" block disabled={claim.isPending} onClick={() => claim.mutate(item.index, { onSuccess: () => pushAlert({ type: 'success', title: t('common:mainPage.claimedPrize'), message: t('free.claimed') }) })} data-testid="event-free-claim">
        {t('free.claim')}
      </Button>
    );
  } else {
    action = <span className={styles.muted}>{item.state === 'locked' ? t('free.locked', { count: item.minEventOpens, opened: item.eventOpens }) : t('free.used')}</span>;
  }

  return (
    <li className={styles.freeCard} data-testid="event-free-case" data-state={grant ? 'open' : item.state}>
      <ArtImage src={item.gift.image} alt="" width={96} height={96} />
      <strong>{item.gift.name}</strong>
      <span className={styles.muted}>{counterText(item, grant, t)}</span>
      {action}
      {won && <WonCaseOpening caseName={won.grant.name} title={won.grant.title} opened={won.opened} onClose={() => setWon(null)} />}
    </li>
  );
}
