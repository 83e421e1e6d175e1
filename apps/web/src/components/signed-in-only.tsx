import type { ReactNode } from 'react';
import type { User } from '@tastydrop/domain';
import { useSession } from '../lib/session/get-me';
import { useModalStore } from '../stores/modal-store';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import type { IconName } from './ui/icons';
import { Skeleton } from './ui/skeleton';

interface SignedInOnlyProps {
  /** What a guest is told, and the sign-in button's label. */
  guest: { icon: IconName; title: string; text: string; signIn: string; testId: string };
  /** Height of the placeholder while the session loads. */
  skeletonHeight: number;
  children: (user: User) => ReactNode;
}

/** A page body for signed-in players: a placeholder while the session loads, an invitation to sign in for guests. */
export function SignedInOnly({ guest, skeletonHeight, children }: SignedInOnlyProps) {
  const session = useSession();
  const openSignIn = useModalStore((s) => s.openSignIn);
  if (session.status === 'loading') return <Skeleton height={skeletonHeight} />;
  if (session.status === 'guest') {
    return (
      <EmptyState
        icon={guest.icon}
        title={guest.title}
        text={guest.text}
        actions={
          <Button size="l" onClick={() => openSignIn('login')} data-testid={guest.testId}>
            {guest.signIn}
          </Button>
        }
      />
    );
  }
  return <>{children(session.user)}</>;
}
