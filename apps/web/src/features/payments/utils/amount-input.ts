/** An amount typed by a payer ("1 000,50", "250.5") as a number; NaN when it is not one. */
export function parseAmount(text: string): number {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return Number.NaN;
  return Number(clean);
}

/** An amount as the field shows it: no trailing zeros of whole amounts. */
export function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** The `amount` a link asks to prefill: a positive whole number of roubles, or null. */
export function wantedAmount(param: string | null): number | null {
  if (!param || !/^\d{1,7}$/.test(param)) return null;
  const value = Number(param);
  return value > 0 ? value : null;
}
