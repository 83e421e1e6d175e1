import { formatAmount } from '@tastydrop/domain';

const dateTime = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });
const dateOnly = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

/** A moment as Moscow date and time ("28 ноября, 00:00"). */
export const formatMoment = (iso: string) => dateTime.format(new Date(iso));
/** A far moment as a Moscow date with the year. */
export const formatDay = (iso: string) => dateOnly.format(new Date(iso));
/** Roubles with two decimals and a thousands separator. */
export const rub = (amount: number) => `${formatAmount(amount)} ₽`;
