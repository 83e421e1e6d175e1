import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { snakeToCamel } from '@tastydrop/domain';
import { isApiError } from '../../../lib/api-client';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Puts a refused save's reasons on their fields (`experiment.target.level_max` → `target.levelMax`), each by the
 * reason the server named (`keyTaken`), and a line for the whole form.
 */
export function showExperimentError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, t: Translate, body: 'experiment' | 'flag'): void {
  const fields = isApiError(error) && error.code === 'validation' ? (error.parameters.fields as Record<string, string> | undefined) : undefined;
  if (!fields || Object.keys(fields).length === 0) {
    setError('root', { type: 'server', message: isApiError(error) ? t(error.code, { ns: 'errors' }) : t('errors.save') });
    return;
  }
  for (const [key, reason] of Object.entries(fields)) {
    const path = key.split('.').map(snakeToCamel).filter((p, i) => !(i === 0 && p === body)).join('.');
    setError(path as Path<T>, { type: 'server', message: reason });
  }
  setError('root', { type: 'server', message: t('validation', { ns: 'errors' }) });
}
