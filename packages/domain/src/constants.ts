/** Business constants of the site, grouped by what they govern. */

// Alerts
export const ALERT_LIFETIME_MS = 3000;
export const ALERT_MAX_KEPT = 11;
export const ALERT_WIDTH = { desktop: 360, small: 320 } as const;

// Breakpoints (px)
export const BREAKPOINTS = { sm: 360, md: 768, xl: 1280, xxl: 1920 } as const;
// The image breakpoints and the other image defaults
export * from './images.js';

// Buttons (height / font size) and radii
export const BUTTON_SIZES = {
  L: { height: 50, font: 16 },
  M: { height: 40, font: 14 },
  S: { height: 32, font: 12 },
  XS: { height: 28, font: 10 },
} as const;
export const RADII = { r4: 4, r8: 8, r12: 12, round: 80 } as const;

// Case cards
export const CASE_CARD_WIDTH = { desktop: 200, small: 144 } as const;
export const CASE_CARD_GAP = { desktop: 16, small: 8 } as const;

// Cookies and timing
export const LANGUAGE_COOKIE_DAYS = 365;
export const VIEWPORT_COOKIE_DAYS = 365;
export const DEFAULT_DEBOUNCE_MS = 250;
export const RELOAD_GUARD_TTL_MS = 10_000;
export const UTM_KEEP_DAYS = 30;

// Battles
export const BATTLE_DEFAULT_MAX_ROUNDS = 50;
export const BATTLE_SEATS = 4;

// Leaderboards
export const LEADERBOARD_POSITION_CAP = 1000;

// Inventory, selection, withdrawal
export const INVENTORY_PAGE_SIZE = 45;
/** Progress items per page of the upgrade page's item list. */
export const UPGRADE_LIST_PAGE_SIZE = 15;
export const INVENTORY_SELECTION_CAP = 10;
export const UPGRADE_SELECTION_CAP = 15;
export const WITHDRAWAL_TIMER_SECONDS = 5 * 60;

// Shell
export const SCAM_POPUP_REPEAT_MS = 24 * 60 * 60 * 1000;
export const BALANCE_DELTA_DISPLAY_MS = 1000;
export const SELL_DONE_DEBOUNCE_MS = 1000;
export const PUSH_BANNER_SCROLL_THRESHOLD = 54;
export const MISSION_DONE_PROGRESS = 3;
export const PROMO_COUNTDOWN_SECONDS = 60;
export const PROMO_LOOKUP_DEDUPE_MS = 5000;

// Live socket: reconnect delay and attempts
export const SOCKET_RETRY_DELAY_MS = 1000;
export const SOCKET_MAX_RETRIES = 5;

// Upgrades
export const UPGRADE_PRICE_MAX_DIFFERENCE = 8000;

// Steam application ids of the two variants
export const STEAM_APP_ID = { dota: 570, cs: 730 } as const;

/** CS2 Trade Protection: a trade between accounts can be reversed for this many days after it (Dota 2 has none). */
export const TRADE_PROTECTION_DAYS = 7;

// A new event counts for this many hours
export const NEW_EVENT_HOURS = 168;

/** Every case's return to player stays inside this band, in percent (ours; checked by a test). */
export const RTP_BAND = { min: 80, max: 95 } as const;

/** The device information (viewport size, breakpoint) is read again this long after the last resize. */
export const DEVICE_INFO_REFRESH_MS = 50;
/** The page loading indicator: shown only after THROTTLE, grows over DURATION, hides HIDE_DELAY after the end, resets RESET after that. */
export const LOADING_INDICATOR = { throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetMs: 400 } as const;
/** Battle pass levels load as they come near the view: this margin (the smaller one below the md breakpoint) and threshold. */
export const LEVEL_LOADING = { marginPx: 300, smallMarginPx: 150, threshold: 0.1 } as const;
