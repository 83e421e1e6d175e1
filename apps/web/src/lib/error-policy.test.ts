import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorAction } from './error-policy';

const error = (code: ApiError['code'], status: number, authenticated: boolean) =>
  new ApiError({ code, status, msg: '', authenticated });

describe('errorAction', () => {
  it('ends the session on authentication or a server unpredicted from an authenticated call', () => {
    expect(errorAction(error('authentication', 401, true), false).action).toBe('logout');
    expect(errorAction(error('unpredicted', 500, true), true).action).toBe('logout');
  });

  it('never ends the session for public calls or network failures', () => {
    expect(errorAction(error('unpredicted', 500, false), false).action).toBe('alert');
    expect(errorAction(error('unpredicted', 0, true), false).action).toBe('alert');
  });

  it('alerts with the code unless silent', () => {
    expect(errorAction(error('balance_error', 402, true), false)).toEqual({ action: 'alert', code: 'balance_error' });
    expect(errorAction(error('balance_error', 402, true), true).action).toBe('ignore');
    expect(errorAction(new Error('boom'), false)).toEqual({ action: 'alert', code: 'unpredicted' });
  });
});
