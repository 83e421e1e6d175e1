import { z } from 'zod';

const Text = (max: number) => z.string().max(max);

/** The five utm fields a page view and a marketing record carry. */
const Utm = {
  utmSource: Text(256).optional(),
  utmMedium: Text(256).optional(),
  utmCampaign: Text(256).optional(),
  utmTerm: Text(256).optional(),
  utmContent: Text(256).optional(),
};

/** The event page's blocks whose clicks are counted (each with the button's place). */
export const EVENT_BLOCK_CLICKS = ['cases', 'battles', 'upgrades', 'missions', 'secret_shop', 'battle_pass', 'top', 'coins'] as const;
/** The event page's tabs and buttons whose clicks are counted. */
export const EVENT_TAB_CLICKS = ['spend_coins_tab', 'overview_tab', 'top_players_tab', 'join_event', 'header_button'] as const;
export const EVENT_CLICK_NAMES = [...EVENT_BLOCK_CLICKS, ...EVENT_TAB_CLICKS] as const;
export type EventClickName = (typeof EVENT_CLICK_NAMES)[number];

/** A page view: the path, where the visitor came from ("Direct" when nowhere) and the utm fields. */
export const PageViewEvent = z.object({ kind: z.literal('page_view'), path: Text(2048), referrer: Text(2048), ...Utm });

/** The marketing record of a new analytics session. */
export const MarketingEvent = z.object({
  kind: z.literal('marketing'),
  referrer: Text(2048),
  language: Text(35),
  landingPage: Text(2048),
  screenWidth: z.number().int().min(0).max(30_000),
  screenHeight: z.number().int().min(0).max(30_000),
  ...Utm,
});

/** A click on the event page: which block, tab or button, and where the button sits. */
export const EventClickEvent = z.object({ kind: z.literal('event_click'), name: z.enum(EVENT_CLICK_NAMES), place: Text(64).optional(), path: Text(2048).optional() });

export const AnalyticsEvent = z.discriminatedUnion('kind', [PageViewEvent, MarketingEvent, EventClickEvent]);
export type AnalyticsEventInput = z.infer<typeof AnalyticsEvent>;

/** POST /v1/analytics/events: a batch the browser collected, with its analytics session. */
export const AnalyticsBatch = z.object({ sessionId: Text(64).optional(), events: z.array(AnalyticsEvent).min(1).max(50) });
export const AnalyticsBatchResponse = z.object({ stored: z.number().int() });

/** GET /api/admin/analytics: the site's own analytics summed over a period. */
export const AnalyticsSummary = z.object({
  pageViews: z.number().int(),
  sessions: z.number().int(),
  sources: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), views: z.number().int(), sessions: z.number().int() })),
  referrers: z.array(z.object({ referrer: z.string(), views: z.number().int() })),
  pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  languages: z.array(z.object({ language: z.string(), sessions: z.number().int() })),
  screens: z.array(z.object({ screen: z.string(), sessions: z.number().int() })),
  eventClicks: z.array(z.object({ name: z.string(), place: z.string(), clicks: z.number().int() })),
});
export type AnalyticsSummaryData = z.infer<typeof AnalyticsSummary>;
export const AnalyticsSummaryQuery = z.object({ days: z.union([z.literal(1), z.literal(7), z.literal(30)]) });
