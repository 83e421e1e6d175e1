// Every table's owner: the one server module (or `platform`) that alone inserts, updates and deletes
// its rows (docs/decisions/053-one-owner-per-table.md). Every other place, the console, the seed and the
// test-support module included, calls the owner's functions. `scripts/check-table-owners.mjs` fails on a
// write anywhere else, on a table missing here and on an entry naming no table.

/** table → owner (a folder of apps/server/src/modules, or `platform`). */
export const TABLE_OWNERS = {
  // Money: balances and the ledger (decision 027).
  ledger: 'wallet',

  // Players: every column of `users` but the money ones (see COLUMN_OWNERS).
  users: 'users',
  analytics_sessions: 'users',
  oauth_accounts: 'auth',
  oauth_states: 'auth',
  login_attempts: 'auth',
  login_throttles: 'auth',

  // The catalog: items, cases, their tables and sections.
  items: 'cases',
  item_types: 'cases',
  pack_contents: 'cases',
  cases: 'cases',
  case_drops: 'cases',
  case_sections: 'cases',
  case_user_opens: 'cases',
  openings: 'cases',

  // Items in play, and their provably fair seeds.
  inventory_items: 'items',
  inventory_values: 'inventory',
  fairness_seeds: 'fairness',

  // Games.
  battles: 'battles',
  battle_members: 'battles',
  battle_drops: 'battles',
  battle_results: 'battles',
  battle_spectators: 'battles',
  upgrades: 'upgrades',
  contracts: 'contracts',
  techies_games: 'techies',

  // Withdrawals.
  withdrawals: 'withdrawals',
  withdraw_failures: 'withdrawals',
  sandbox_offers: 'withdrawals',
  withdrawal_reviews: 'withdrawals',
  market_purchases: 'withdrawals',

  // Payments and promo codes.
  payments: 'payments',
  payment_webhook_events: 'payments',
  payment_refunds: 'payments',
  payment_chargebacks: 'payments',
  payment_reconciliations: 'payments',
  payment_countries: 'payments',
  payment_directions: 'payments',
  promo_codes: 'payments',
  promo_activations: 'payments',
  bonus_levels: 'payments',

  // Free cases.
  daily_cases: 'daily-cases',
  daily_case_claims: 'daily-cases',
  free_case_grants: 'rewards',

  // Events, the battle pass and raffles.
  events: 'events',
  battle_pass_levels: 'events',
  battle_pass_tasks: 'events',
  battle_pass_claims: 'events',
  raffle_winners: 'events',

  // The activity feed and what it accrues.
  activity_cursors: 'activity',
  event_users: 'activity',
  event_case_progress: 'activity',
  battle_pass_task_progress: 'activity',
  leaderboard_scores: 'activity',

  // Leaderboards.
  leaderboards: 'leaderboards',
  leaderboard_awards: 'leaderboards',

  // Offers.
  offers: 'offers',
  offer_triggers: 'offers',
  offer_purchases: 'offers',

  // Missions and notifications.
  missions: 'missions',
  user_missions: 'missions',
  account_signals: 'risk',

  // The referral programme and rakeback.
  referral_codes: 'partners',
  referral_bindings: 'partners',
  partner_entries: 'partners',
  partner_accounts: 'partners',

  // Identity checks and their encrypted files.
  identity_checks: 'identity',
  identity_files: 'identity',
  notification_outbox: 'notifications',
  notification_preferences: 'notifications',
  push_subscriptions: 'notifications',

  // Responsible play.
  play_blocks: 'responsible-play',
  play_limits: 'responsible-play',
  play_settings: 'responsible-play',

  // Market prices.
  latest_quotes: 'prices',
  price_quotes: 'prices',
  market_prices: 'prices',
  price_feed_runs: 'prices',

  // Experiments and analytics.
  experiments: 'experiments',
  experiment_flags: 'experiments',
  experiment_units: 'experiments',
  experiment_exposures: 'experiments',
  analytics_events: 'analytics',

  // Support.
  support_conversations: 'support',
  support_messages: 'support',
  support_attachments: 'support',
  support_canned_answers: 'support',
  support_settings: 'support',
  contact_messages: 'support',

  // The console's own records.
  console_accounts: 'admin',
  console_sessions: 'admin',
  audit_log: 'admin',
  balance_approvals: 'admin',
  catalog_versions: 'admin',
  content_drafts: 'admin',
  content_versions: 'admin',

  // Infrastructure.
  sessions: 'platform',
  settings: 'platform',
  jobs: 'platform',
};

/**
 * Tables whose columns are split between two owners: table → module → the columns it alone writes.
 * The wallet writes the money columns of `users` (and only the wallet does: scripts/check-money-writes.mjs).
 */
export const COLUMN_OWNERS = {
  users: { wallet: 'balance, coin_balance, bonus_balance, debt' },
};
