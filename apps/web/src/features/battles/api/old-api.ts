import { isErrorCode } from '@tastydrop/domain';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client';

/** The old battles API lives under /api/old. */
export const OLD = '/old';

/**
 * A POST of the old API. Its errors may come back as data: a `{code}` answer is
 * turned into the same ApiError a failed status gives, so callers handle one kind of failure.
 */
export async function oldPost<T>(path: string, body?: object): Promise<T> {
  const data = await apiPost<T | { code?: unknown; msg?: unknown } | null | undefined>(`${OLD}${path}`, body ?? {}, { auth: true });
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') {
    const code = isErrorCode(data.code) ? data.code : 'unpredicted';
    throw new ApiError({ status: 200, code, msg: typeof data.msg === 'string' ? data.msg : '', authenticated: true });
  }
  return data as T;
}

export function oldGet<T>(path: string, query?: object, auth = false): Promise<T> {
  return apiGet<T>(`${OLD}${path}`, query, { auth });
}

/** Start, cancel-start and sell fail when the server returns nothing. */
export function requireAnswer<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new Error(message);
  return value;
}
