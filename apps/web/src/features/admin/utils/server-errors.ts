import type { FieldErrors, FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { snakeToCamel } from '@tastydrop/domain';
import { isApiError } from '../../../lib/api-client';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The message of a field the form or the server refused, by the field's own name (`percent`, `caseSlug`). */
export function fieldMessage(t: Translate, path: string, serverText?: string): string {
  if (serverText?.startsWith('unknown case')) return t('invalid.unknownCase');
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? '';
  return t(`invalid.${last}`, { defaultValue: t('invalid.other') });
}

/** The message under a field (`freeCases.0.opens`): the server's reasons arrive in Russian as they are; the schema's are named by the field. */
export function errorAt(errors: FieldErrors, path: string, t: Translate): string | undefined {
  const found = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as { type?: string; message?: string } | undefined;
  if (!found?.type) return undefined;
  return found.type === 'server' ? found.message : fieldMessage(t, path);
}

/**
 * Puts a refused save's reason where the operator looks: the server's field checks on their fields
 * (`promo.free_cases.0.case_slug` → `freeCases.0.caseSlug`), a taken code on the code, anything else
 * as the form's own message, in Russian from the error catalogue.
 */
export function showServerError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, t: Translate, body: string, codeField?: Path<T>): void {
  if (!isApiError(error)) {
    setError('root', { type: 'server', message: t('unpredicted', { ns: 'errors' }) });
    return;
  }
  const fields = error.code === 'validation' ? (error.parameters.fields as Record<string, string> | undefined) : undefined;
  if (fields && Object.keys(fields).length > 0) {
    for (const [key, text] of Object.entries(fields)) {
      const path = key.split('.').map(snakeToCamel).filter((p, i) => !(i === 0 && p === body)).join('.');
      setError(path as Path<T>, { type: 'server', message: fieldMessage(t, path, text) });
    }
    setError('root', { type: 'server', message: t('validation', { ns: 'errors' }) });
    return;
  }
  if (codeField && error.code === 'promo_code_taken') {
    setError(codeField, { type: 'server', message: t('promo_code_taken', { ns: 'errors' }) });
    return;
  }
  setError('root', { type: 'server', message: t(error.code, { ns: 'errors' }) });
}

/** A form's sends (its save, its preview): each gets the checked values, and a refusal is shown as `showServerError` shows it. */
export function withServerErrors<F extends FieldValues, T>(form: UseFormReturn<F, unknown, T>, t: Translate, body: string, codeField?: Path<F>) {
  return (send: (values: T) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (failure) {
        showServerError(failure, form.setError, t, body, codeField);
      }
    });
}
