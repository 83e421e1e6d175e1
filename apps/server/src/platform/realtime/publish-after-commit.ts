import { currentCommitUnit } from '../db/after-commit.js';

/**
 * Runs `send` once the running transaction commits, so a rolled back change is never announced. Outside a
 * transaction it runs at once and the caller waits for it. A failed send goes to `onError`: a publish never
 * undoes the change it tells about.
 */
export async function publishAfterCommit(send: () => Promise<unknown>, onError: (err: unknown) => void): Promise<void> {
  const unit = currentCommitUnit();
  if (!unit) {
    await send().catch(onError);
    return;
  }
  unit.afterCommit(() => void send().catch(onError));
}
