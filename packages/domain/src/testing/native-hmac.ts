import { createHmac } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { portableHmacSha512, useHmacSha512 } from '../fairness.js';

/**
 * The rolls of the tests in the calling scope (a file or a describe block) go through Node's native
 * HMAC-SHA512, as the server's do, and the portable one comes back after them. For the statistical tests,
 * which roll tens of thousands of times: the portable HMAC is some thirty times slower, and its numbers are
 * the same (useHmacSha512 checks a sample; fairness.test.ts checks the portable one against Node's).
 */
export function rollWithNativeHmac(): void {
  beforeAll(() => useHmacSha512((key, message) => createHmac('sha512', key).update(message).digest('hex')));
  afterAll(() => useHmacSha512(portableHmacSha512));
}
