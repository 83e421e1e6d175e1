/**
 * Sends a file as a call's whole body (a support chat picture): the picture's own bytes with its type, so the
 * server reads its content rather than a form. Answers and failures read as any call's (`{data}`, ApiError).
 */
import { toCamelKeys } from '@tastydrop/domain';
import { ApiError, currentAccessToken, resolveUrl, toApiError } from '../api-client';
import { fillPath } from './call';
import type { Endpoint, ResponseOf } from './endpoints/endpoint';

export async function uploadFile<E extends Endpoint>(endpoint: E, file: Blob, params?: Record<string, string | number>): Promise<ResponseOf<E>> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' });
  const token = currentAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(resolveUrl(fillPath(endpoint.path, params)), { method: 'POST', credentials: 'same-origin', headers, body: file });
  } catch {
    throw new ApiError({ status: 0, code: 'unpredicted', msg: '', authenticated: endpoint.auth });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw toApiError(response.status, body, endpoint.auth);
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new ApiError({ status: response.status, code: 'unpredicted', msg: '', authenticated: endpoint.auth });
  return toCamelKeys<ResponseOf<E>>((body as { data: unknown }).data);
}
