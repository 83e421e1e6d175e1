/**
 * The error catalogue: every code the API answers plus the
 * platform's own, with its HTTP status. This is the only code→status table.
 */
export const ERROR_STATUS = {
  // Catalogue codes: auth, cases, inventory, withdrawals, battles
  authentication: 401,
  balance_error: 402,
  caseNotFound: 404,
  dataNotFound: 404,
  invalidItem: 400,
  invalidUser: 400,
  inventory: 409,
  inWithdrawalProcess: 409,
  steamLogin: 409,
  tooManyWithdrawals: 429,
  /** The provider took a deposit back (a refund or chargeback): withdrawals wait until the console lifts the freeze. */
  withdrawals_frozen: 403,
  /** The console lifts a withdrawal freeze the player does not have. */
  withdrawals_not_frozen: 409,
  unpredicted: 500,
  userNotFound: 404,
  fastOpen: 409,
  case_not_available: 409,
  /** The case's table, price or settings changed after this node loaded them: the open was refused and charged nothing. */
  case_changed: 409,
  upgrade_multiplier_too_high: 400,
  // Catalogue codes: Steam data, selections, upgrades
  noLink: 400,
  noLogin: 400,
  itemsNotSelected: 400,
  upgradeItemNotSelected: 400,
  itemDroppedSumHigher: 400,
  notFoundOutdated: 409,
  upgradeMultiplierTooHigh: 400,
  // platform
  route_not_found: 404,
  validation: 400,
  rate_limited: 429,
  forbidden: 403,
  /** The one-time owner link is used up, replaced by a later start's, or the site already has an owner. */
  owner_claim_invalid: 409,
  invalid_credentials: 401,
  /** Too many wrong passwords for this login from this address: refused for a while (the text says how long). */
  login_throttled: 429,
  /** Too many wrong console codes: no code is checked for a while (the text says how long). */
  second_factor_locked: 429,
  provider_not_configured: 503,
  provider_error: 502,
  level_already_generated: 409,
  level_locked: 403,
  limit_reached: 409,
  // responsible play (docs/decisions/033-responsible-play.md)
  play_limit_reached: 403,
  play_blocked: 403,
  play_limit_invalid: 400,
  play_limit_not_ready: 409,
  age_refused: 403,
  birth_date_required: 409,
  signup_excluded: 403,
  maintenance: 503,
  /** The same change kept colliding with concurrent ones (retried, then given up): try again. */
  busy: 409,
  contract_items_count: 400,
  contract_unavailable: 409,
  // payments (docs/decisions/009-payments.md)
  payment_method_not_found: 404,
  payment_amount_invalid: 400,
  payment_not_found: 404,
  payment_provider_error: 502,
  webhook_rejected: 401,
  /** The payment's provider cannot give money back through its API. */
  refund_unsupported: 409,
  /** Only a successful deposit not yet refunded can be refunded. */
  refund_not_allowed: 409,
  refund_provider_failed: 502,
  promo_not_found: 404,
  promo_code_taken: 409,
  promo_expired: 410,
  promo_limit_reached: 409,
  promo_already_used: 409,
  // battles (docs/decisions/013-battles.md); the first three have their own alert texts
  error_not_enough_funds_for_battle: 402,
  error_max_rounds: 400,
  error_too_many_rounds: 400,
  battle_not_found: 404,
  battle_case_not_allowed: 400,
  battle_seat_taken: 409,
  battle_full: 409,
  battle_wrong_status: 409,
  battle_already_in: 409,
  battle_not_member: 403,
  battle_not_creator: 403,
  battle_creator_cannot_leave: 409,
  battle_nothing_to_sell: 409,
  // events and the battle pass (docs/decisions/015-leaderboards-and-events.md)
  event_not_found: 404,
  challenge_level_not_reached: 409,
  challenge_already_claimed: 409,
  // daily and free cases, missions, push, offers (docs/decisions/016-daily-cases.md)
  daily_case_cooldown: 409,
  free_case_used: 409,
  mission_not_done: 409,
  mission_already_claimed: 409,
  email_link_invalid: 400,
  mission_check_failed: 409,
  mission_account_invalid: 400,
  push_not_configured: 503,
  offer_not_found: 404,
  offer_already_bought: 409,
  // free cases from events and the PWA install bonus (docs/decisions/017-missions-push-offers.md)
  event_free_case_not_found: 404,
  event_free_case_locked: 409,
  event_free_case_claimed: 409,
  pwa_bonus_claimed: 409,
  /** A once-per-person bonus an account of the same person has taken (docs/decisions/058). */
  linked_bonus_claimed: 409,
  // a feature switched off by the flag table or the server's FEATURES
  feature_disabled: 404,
  // techies (docs/decisions/019-techies.md)
  techies_game_active: 409,
  techies_game_not_active: 409,
  techies_cell_opened: 409,
  techies_nothing_to_cash: 409,
  // the operator console and account bans (docs/decisions/034-operator-console.md)
  banned: 403,
  second_factor_required: 401,
  second_factor_invalid: 400,
  approval_same_account: 409,
  approval_not_pending: 409,
  /** The approving account is the player whose balance the change moves. */
  approval_own_account: 409,
  /** A console account acting on its own player account (its balance, its refunds). */
  console_own_account: 403,
  /** An adjustment key already used for another change (player, amount, currency or reason). */
  adjustment_key_reused: 409,
  /** Console accounts cannot take promo codes. */
  promo_console_account: 403,
  /** What a promo code can pay out in all (value × uses) is above the cap, or unbounded. */
  promo_total_over_cap: 409,
  message_already_answered: 409,
  // live support (docs/decisions/046-live-support.md)
  /** Not a PNG, JPEG or WebP picture by its content, or not a whole one. */
  support_attachment_invalid: 400,
  support_attachment_too_large: 413,
  /** A guest writes before giving an address (or lost the conversation's cookie). */
  support_no_conversation: 409,
  // the console's catalog: publishing checks and versions
  catalog_rtp_above_ceiling: 409,
  catalog_rtp_below_band: 409,
  /** A paid case priced at zero (only the daily cases, opened once a day through their own path, are free). */
  catalog_price_zero: 409,
  catalog_rtp_target_invalid: 400,
  catalog_chances_invalid: 400,
  catalog_version_live: 409,
  catalog_slug_taken: 409,
  catalog_item_hidden: 409,
  // the console's events, leaderboards and battle pass: drafts and versions
  content_case_missing: 400,
  content_case_not_coin: 400,
  content_item_missing: 400,
  content_start_fixed: 409,
  content_ended: 409,
  content_no_draft: 409,
  content_version_live: 409,
  // identity checks (docs/decisions/060-identity-checks.md)
  /** Not a JPEG, PNG, WebP picture or a PDF by its content. */
  identity_file_invalid: 400,
  identity_file_too_large: 413,
  /** No check is waiting for this player's files, or none for the console's decision. */
  identity_check_not_open: 409,
  /** A check is already open for the player. */
  identity_check_open: 409,
  identity_check_not_found: 404,
  // the referral programme and rakeback (docs/decisions/061-partners.md)
  /** Not 4 to 16 Latin letters and digits, or an offensive word. */
  partner_code_invalid: 400,
  /** The code, or one that looks like it, belongs to another player; or the player has a code already. */
  partner_code_taken: 409,
  partner_code_not_found: 404,
  /** The player's own code, or a code of an account of the same person. */
  partner_self_referral: 409,
  /** The account is older than the binding window. */
  partner_bind_too_late: 409,
  partner_already_bound: 409,
  // streamer partners (docs/decisions/062-streamer-partners.md)
  /** The console froze the partner: no claims, no payouts. */
  partner_frozen: 409,
  partner_not_found: 404,
  /** A payout larger than the partner's commission past its hold. */
  partner_payout_over_claimable: 409,
  /** Payouts to one partner within the console's window would pass its ceiling. */
  partner_payout_over_ceiling: 409,
  /** Rate tiers must start from 0 and rise. */
  partner_settings_invalid: 400,
  // market withdrawals (docs/decisions/065-market-withdrawals.md)
  /** The market cannot serve first until MARKET_API_URL and MARKET_API_KEY are set. */
  market_not_configured: 409,
  /** Less than the minimum is claimable now (held accruals wait out their hold). */
  partner_claim_below_minimum: 409,
  /** Rakeback is claimed at most once a day; or the daily cap of commission claims is used up. */
  partner_claim_too_soon: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The wire shape of every failure. */
export interface ErrorBody {
  code: ErrorCode;
  msg: string;
  parameters: Record<string, unknown>;
}
