/** Withdrawal timers: the server sends seconds left; the page counts down to a deadline. */

const SECOND_MS = 1000;
const MINUTE = 60;
const HOUR = 3600;

/** The moment a timer of `timerData` seconds, received at `now`, runs out; null when there is no timer. */
export function deadlineOf(timerData: number | null, now: number): number | null {
  return timerData !== null && timerData > 0 ? now + timerData * SECOND_MS : null;
}

/** Whole seconds left until the deadline, never below zero (a started second counts as left). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
}

const two = (n: number) => String(n).padStart(2, '0');

/** `4:59`, `0:07`, or `1:02:03` past an hour. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const rest = total % MINUTE;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}
