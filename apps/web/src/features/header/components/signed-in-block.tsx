import type { User } from '@tastydrop/domain';
import { ActiveBattleBadge } from './active-battle-badge';
import { DailyEntry } from './daily-entry';
import { UserBlock } from './user-block';

interface SignedInBlockProps {
  user: User;
  /** The landing layout's header: the user block only. */
  minimal?: boolean;
}

/**
 * The header's signed-in part: the daily entry, the active-battle badge and the user block (balances, top-up, profile
 * menu, level-up banner). A chunk of its own (header.tsx): a guest's first download leaves it out.
 */
export default function SignedInBlock({ user, minimal }: SignedInBlockProps) {
  return (
    <>
      {!minimal && <DailyEntry />}
      {!minimal && <ActiveBattleBadge />}
      <UserBlock user={user} />
    </>
  );
}
