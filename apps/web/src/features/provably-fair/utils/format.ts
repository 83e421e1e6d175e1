/** A date and time as players in Russia read it (22.11.2026, 14:05). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' });
}
