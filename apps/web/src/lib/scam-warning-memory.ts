import { local, writeStored } from './storage';

/** Where the scam warning remembers when it was read (it is shown again after 24 h). */
export const SCAM_WARNING_KEY = 'scamWarning';

/**
 * Records the warning as read now: quick registration shows its rules in the credentials dialog, so a new
 * player meets one dialog, not the credentials and then the popup.
 */
export function markScamWarningRead(): void {
  writeStored(local(), SCAM_WARNING_KEY, { dismissedForever: false, closedAt: Date.now() });
}
