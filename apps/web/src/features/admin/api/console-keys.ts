import { queryKeys } from '../../../lib/query-keys';

/** Query keys of the console (built by the shared factory); every console query is silent (the console shows its own errors). */
export const consoleKeys = queryKeys.console;

export type ConsoleRow = Record<string, unknown>;
export const silent = { silent: true };
