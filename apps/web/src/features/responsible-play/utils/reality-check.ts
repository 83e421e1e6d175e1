/** How many reality checks a session of `seconds` has reached at one every `minutes`. */
export function checksDue(seconds: number, minutes: number): number {
  return minutes > 0 ? Math.floor(seconds / (minutes * 60)) : 0;
}

/** "1 час 5 минут" style parts of a session length: whole hours and the minutes left. */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.floor(seconds / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
