/** Query keys of the console; every console query is silent (the console shows its own errors). */
export const consoleKeys = {
  all: ['console'] as const,
  me: ['console', 'me'] as const,
  players: (q: string) => ['console', 'players', q] as const,
  player: (id: number) => ['console', 'player', id] as const,
  section: (id: number, section: string, page: number) => ['console', 'player', id, section, page] as const,
  approvals: ['console', 'approvals'] as const,
  withdrawals: (status: string) => ['console', 'withdrawals', status] as const,
  audit: (filter: object) => ['console', 'audit', filter] as const,
  accounts: ['console', 'accounts'] as const,
};

export type ConsoleRow = Record<string, unknown>;
export const silent = { silent: true };
