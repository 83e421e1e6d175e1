import { buildSiteConfig } from '@tastydrop/domain';
import type { ModuleDeps } from '../../platform/http/types.js';
import type { LoadedCase } from './case-catalog.js';
import { publishLiveDrops } from './live-drops.js';
import type { OpenedCase } from './open-case.js';

interface Log {
  warn(details: object, message: string): void;
}

/**
 * What every committed open sends, paid or free: the play counter, the activity feed's wake-up and
 * one live drop per item on the game's live channel. The one place an open is announced.
 */
export function createOpenAnnouncer(deps: Pick<ModuleDeps, 'config' | 'realtime' | 'metrics' | 'activity'>) {
  const liveChannel = buildSiteConfig({ game: deps.config.GAME, baseUrl: deps.config.publicBaseUrl, authProviders: [] }).ws.liveDropChannel;
  return function announceOpen(c: LoadedCase, opened: OpenedCase, log: Log): void {
    deps.metrics.played('case_open', opened.rolled.length);
    deps.activity.written();
    const drops = opened.rolled.map((r, i) => ({ openingId: opened.openingIds[i]!, item: r.drop.item }));
    void publishLiveDrops(deps.realtime, liveChannel, opened.user, c, drops, log);
  };
}
