import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/index.js';
import { analyticsEvents as e } from '../../platform/db/schema/index.js';
import { selectRows } from './rows.js';

const TOP = 20;
const NONE = '(none)';

/**
 * The site's own analytics over the last `days`: page views and sessions, page views by utm source, medium
 * and campaign ("(none)" without one), by referrer and by path, the new sessions' languages and screen sizes,
 * and the event page's clicks by name and place.
 */
export async function getAnalytics(db: DbOrTx, days: number) {
  const since = sql`now() - make_interval(days => ${days})`;
  const n = (v: unknown) => Number(v ?? 0);
  const s = (v: unknown) => (v === null || v === undefined || v === '' ? NONE : String(v));
  const [totals] = await selectRows(
    db,
    sql`SELECT count(*) FILTER (WHERE ${e.kind} = 'page_view')::int AS views, count(DISTINCT ${e.sessionId})::int AS sessions
        FROM ${e} WHERE ${e.createdAt} >= ${since}`,
  );
  const sources = await selectRows(
    db,
    sql`SELECT ${e.utmSource} AS source, ${e.utmMedium} AS medium, ${e.utmCampaign} AS campaign,
          count(*) FILTER (WHERE ${e.kind} = 'page_view')::int AS views, count(DISTINCT ${e.sessionId})::int AS sessions
        FROM ${e} WHERE ${e.kind} IN ('page_view', 'marketing') AND ${e.createdAt} >= ${since}
        GROUP BY 1, 2, 3 ORDER BY views DESC, sessions DESC LIMIT ${TOP}`,
  );
  const referrers = await selectRows(
    db,
    sql`SELECT ${e.referrer} AS referrer, count(*)::int AS views FROM ${e} WHERE ${e.kind} = 'page_view' AND ${e.createdAt} >= ${since}
        GROUP BY 1 ORDER BY views DESC LIMIT ${TOP}`,
  );
  const pages = await selectRows(
    db,
    sql`SELECT ${e.path} AS path, count(*)::int AS views FROM ${e} WHERE ${e.kind} = 'page_view' AND ${e.createdAt} >= ${since}
        GROUP BY 1 ORDER BY views DESC LIMIT ${TOP}`,
  );
  const languages = await selectRows(
    db,
    sql`SELECT ${e.language} AS language, count(*)::int AS sessions FROM ${e} WHERE ${e.kind} = 'marketing' AND ${e.createdAt} >= ${since}
        GROUP BY 1 ORDER BY sessions DESC LIMIT ${TOP}`,
  );
  const screens = await selectRows(
    db,
    sql`SELECT ${e.screenWidth} || '×' || ${e.screenHeight} AS screen, count(*)::int AS sessions FROM ${e}
        WHERE ${e.kind} = 'marketing' AND ${e.createdAt} >= ${since} GROUP BY 1 ORDER BY sessions DESC LIMIT ${TOP}`,
  );
  const clicks = await selectRows(
    db,
    sql`SELECT ${e.name} AS name, ${e.place} AS place, count(*)::int AS clicks FROM ${e} WHERE ${e.kind} = 'event_click' AND ${e.createdAt} >= ${since}
        GROUP BY 1, 2 ORDER BY clicks DESC LIMIT ${TOP * 2}`,
  );
  return {
    pageViews: n(totals?.views),
    sessions: n(totals?.sessions),
    sources: sources.map((r) => ({ source: s(r.source), medium: s(r.medium), campaign: s(r.campaign), views: n(r.views), sessions: n(r.sessions) })),
    referrers: referrers.map((r) => ({ referrer: s(r.referrer), views: n(r.views) })),
    pages: pages.map((r) => ({ path: s(r.path), views: n(r.views) })),
    languages: languages.map((r) => ({ language: s(r.language), sessions: n(r.sessions) })),
    screens: screens.map((r) => ({ screen: s(r.screen), sessions: n(r.sessions) })),
    eventClicks: clicks.map((r) => ({ name: s(r.name), place: s(r.place), clicks: n(r.clicks) })),
  };
}
