import { isErrorCode } from '@tastydrop/domain';
import { ApiError } from '../../../lib/api-client';
import { callApi, type CallArgs } from '../../../lib/api/call';
import type { Endpoint, ResponseOf } from '../../../lib/api/endpoints/endpoint';

/**
 * A POST of the old battles API. Its errors may come back as data: a `{code}` answer is
 * turned into the same ApiError a failed status gives, so callers handle one kind of failure.
 */
export async function oldPost<E extends Endpoint>(endpoint: E, args: CallArgs<E>): Promise<ResponseOf<E>> {
  const data: unknown = await (callApi as (e: E, a: CallArgs<E>) => Promise<ResponseOf<E>>)(endpoint, args);
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') {
    const code = isErrorCode(data.code) ? data.code : 'unpredicted';
    const msg = 'msg' in data && typeof data.msg === 'string' ? data.msg : '';
    throw new ApiError({ status: 200, code, msg, authenticated: true });
  }
  return data as ResponseOf<E>;
}

/** Start, cancel-start and sell fail when the server returns nothing. */
export function requireAnswer<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new Error(message);
  return value;
}
