import type { PaymentOutcome } from '@tastydrop/domain';

/** Test cards of the sandbox's card form: the number decides how the payment ends. */
const TEST_CARDS: Readonly<Record<string, PaymentOutcome>> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '4000000000000002': 'fail',
  '4000000000003220': 'pending',
};

const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** Digits in groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" not in the past. */
function expiryValid(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** Typing help for the expiry field: "1226" → "12/26". */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardProblem = 'number' | 'testOnly' | 'expiry' | 'cvc';

/** What the sandbox does with a card, or the first problem with it. The number never leaves the browser. */
export function sandboxCardOutcome(card: { number: string; expiry: string; cvc: string }, now = new Date()): { outcome: PaymentOutcome } | { problem: CardProblem } {
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) return { problem: 'number' };
  const outcome = TEST_CARDS[digits];
  if (!outcome) return { problem: 'testOnly' };
  if (!expiryValid(card.expiry, now)) return { problem: 'expiry' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { problem: 'cvc' };
  return { outcome };
}
