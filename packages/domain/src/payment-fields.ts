/**
 * Contact and payment inputs that need phone metadata: phones by country and the check of a
 * method's extra fields. Imported as `@tastydrop/domain/payment-fields` (not from the package index) so the
 * phone metadata stays out of bundles that do not validate payments.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { CUSTOM_COUNTRY_ISO, FALLBACK_PHONE_COUNTRY, isValidDocNumber, isValidEmail, type ExtraFieldName } from './payment-rules.js';

/** The country whose numbering plan reads a phone: the country's iso, or RU when missing or custom. */
export function phoneCountry(iso: string | null | undefined): CountryCode {
  const upper = (iso ?? '').toUpperCase();
  if (!upper || upper === CUSTOM_COUNTRY_ISO || !isSupportedCountry(upper)) return FALLBACK_PHONE_COUNTRY;
  return upper;
}

export interface PhoneCheck {
  valid: boolean;
  /** International format for display (`+7 912 345 67 89`), when valid. */
  international: string | null;
  /** E.164 (`+79123456789`), when valid. */
  e164: string | null;
}

/** Validates and formats a phone for the country's iso. */
export function checkPhone(value: string, iso: string | null | undefined): PhoneCheck {
  const parsed = parsePhoneNumberFromString(value.trim(), phoneCountry(iso));
  if (!parsed?.isValid()) return { valid: false, international: null, e164: null };
  return { valid: true, international: parsed.formatInternational(), e164: parsed.number };
}

export interface ExtraFieldSpec {
  name: ExtraFieldName | string;
  required: boolean;
  options?: readonly { value: string }[] | null;
}

export type ExtraFieldProblem = 'required' | 'email' | 'phone' | 'docNumber' | 'option';

/**
 * Checks a method's extra fields. Values are keyed by field name; returns the problems by name and
 * the values to send (trimmed, the phone in E.164).
 */
export function checkExtraFields(
  fields: readonly ExtraFieldSpec[],
  values: Readonly<Record<string, string | undefined>>,
  iso: string | null | undefined,
): { problems: Record<string, ExtraFieldProblem>; values: Record<string, string> } {
  const problems: Record<string, ExtraFieldProblem> = {};
  const clean: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') {
      if (field.required) problems[field.name] = 'required';
      continue;
    }
    const problem = fieldProblem(field, value, iso);
    if (problem) problems[field.name] = problem;
    else clean[field.name] = field.name === 'phone' ? (checkPhone(value, iso).e164 ?? value) : value;
  }
  return { problems, values: clean };
}

function fieldProblem(field: ExtraFieldSpec, value: string, iso: string | null | undefined): ExtraFieldProblem | null {
  if (field.options && field.options.length > 0 && !field.options.some((o) => o.value === value)) return 'option';
  if (field.name === 'email' && !isValidEmail(value)) return 'email';
  if (field.name === 'phone' && !checkPhone(value, iso).valid) return 'phone';
  if (field.name === 'doc_number' && !isValidDocNumber(value)) return 'docNumber';
  return null;
}
