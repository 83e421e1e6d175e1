/** Countdowns from a server's "seconds left": anchored to when the answer arrived, formatted like 23:59:59. */

const SECOND_MS = 1000;

/** The moment a countdown of `seconds`, received at `receivedAt` (ms), reaches zero. */
export function deadlineFrom(seconds: number, receivedAt: number): number {
  return receivedAt + Math.max(0, seconds) * SECOND_MS;
}

/** Whole seconds left until the deadline, never below zero. */
export function secondsTo(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
}

const two = (n: number) => String(n).padStart(2, '0');

/** `23:59:59` (hours always shown: the daily countdown runs up to 24 hours). */
export function formatHms(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}
