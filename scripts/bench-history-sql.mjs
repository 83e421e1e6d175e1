// The SQL of `npm run bench:history` (scripts/bench-history.mjs): the helper tables, the players, and
// one chunk of openings with everything that follows from them. Named parameters (:name) are bound by the
// caller; the chunk's temporary tables are dropped at its end.
/** Drop slots per case: a drop is picked by a uniform slot, each item holding slots in its weight's share. */
const SLOTS = 10_000;
/** The fairness scheme's ticket range. */
const TICKETS = 100_000;

export const HELPERS = [
  // Cases a player can buy with money, cheapest first; each case's drop table spread over SLOTS slots.
  `CREATE UNLOGGED TABLE hist_cases AS SELECT (row_number() OVER (ORDER BY c.price, c.id) - 1)::int AS n, c.id, c.price
     FROM cases c WHERE c.currency = 'GOLD' AND c.price > 0 AND c.available AND NOT c.hidden AND c.opens_limit IS NULL
      AND EXISTS (SELECT 1 FROM case_drops d WHERE d.case_id = c.id)`,
  `CREATE UNLOGGED TABLE hist_slots AS
     WITH d AS (SELECT hc.n, dr.item_id, i.price, i.name, sum(dr.weight) OVER (PARTITION BY hc.n ORDER BY dr.weight, dr.id) AS hi,
                       dr.weight, sum(dr.weight) OVER (PARTITION BY hc.n) AS total
                FROM hist_cases hc JOIN case_drops dr ON dr.case_id = hc.id JOIN items i ON i.id = dr.item_id)
     SELECT d.n, s.slot, d.item_id, d.price, d.name FROM d, generate_series(0, ${SLOTS} - 1) AS s(slot)
     WHERE (s.slot + 0.5) * d.total / ${SLOTS} >= d.hi - d.weight AND (s.slot + 0.5) * d.total / ${SLOTS} < d.hi`,
  `ALTER TABLE hist_slots ADD PRIMARY KEY (n, slot)`,
  // Ordinary items by price: upgrade targets and contract prizes.
  `CREATE UNLOGGED TABLE hist_items AS SELECT id, price, name FROM items i
     WHERE NOT EXISTS (SELECT 1 FROM item_types t WHERE t.item_id = i.id)`,
  `CREATE INDEX ON hist_items (price, id)`,
  `INSERT INTO users (reg_type, login, nickname, avatar, is_bot)
     SELECT 'quick', 'bot:' || i, (ARRAY['Faceless Bot', 'Rubick Bot', 'Techies Bot'])[i], '/static/avatars/avatar-' || i || '.svg', true
     FROM generate_series(1, 3) AS i ON CONFLICT DO NOTHING`,
];

/**
 * One row per player: when they joined, how long they stayed, how many openings, battles and deposits,
 * and where their openings start in the global numbering (the openings' and their items' ids).
 */
export const PLAYERS_SQL = `
  CREATE UNLOGGED TABLE hist_players AS
  WITH base AS (SELECT coalesce(max(id), 0) AS first FROM users),
  p AS (
    SELECT base.first + g AS user_id, g,
           now() - interval '365 days' + random() * interval '365 days' AS created_at, random() AS stay,
           CASE WHEN g <= $2 THEN -1 WHEN random() < 0.4 THEN 0 ELSE least(power(random(), -1 / 1.5), 1000) END AS w
    FROM base, generate_series(1, $1) AS g),
  sums AS (SELECT count(*) FILTER (WHERE w > 0) AS active, sum(w - 1) FILTER (WHERE w > 0) AS tail FROM p),
  n AS (
    SELECT p.user_id, p.created_at, (now() - p.created_at) * power(p.stay, 0.5) AS span,
           CASE WHEN p.w < 0 THEN $3::int WHEN p.w = 0 THEN 0
                ELSE 1 + floor((p.w - 1) * ($4::bigint - $2::bigint * $3 - sums.active) / sums.tail)::int END AS opens
    FROM p, sums)
  SELECT n.*, n.opens / 50 + (random() < (n.opens % 50) / 50.0)::int AS battles, least(1 + n.opens / 15, 300) AS deposits FROM n`;

/** The rounding's shortfall goes to the first whale; then each player's first opening id and chunk. */
export const NUMBERING_SQL = [
  `UPDATE hist_players SET opens = opens + ($1::bigint - (SELECT sum(opens) FROM hist_players))
     WHERE user_id = (SELECT min(user_id) FROM hist_players)`,
  `ALTER TABLE hist_players ADD COLUMN first_id bigint, ADD COLUMN chunk int`,
  `UPDATE hist_players p SET first_id = f.first_id, chunk = least(f.first_id - 1, $2::bigint - 1) / $1
     FROM (SELECT user_id, sum(opens) OVER (ORDER BY user_id) - opens + 1 AS first_id FROM hist_players) AS f WHERE f.user_id = p.user_id`,
  `CREATE INDEX ON hist_players (chunk)`,
];

export const SETUP_SQL = [
  `INSERT INTO users (id, nickname, avatar, reg_type, created_at, last_seen_at, last_ip)
     SELECT user_id, 'player' || user_id, '/static/avatars/avatar-' || (1 + user_id % 8) || '.svg',
            (ARRAY['steam', 'steam', 'steam', 'steam', 'steam', 'quick', 'quick', 'quick', 'google', 'vk'])[1 + user_id % 10],
            created_at, created_at + span, '10.' || (user_id / 65536 % 256) || '.' || (user_id / 256 % 256) || '.' || (user_id % 256)
     FROM hist_players ORDER BY user_id`,
  `SELECT setval('users_id_seq', (SELECT max(id) FROM users))`,
  `INSERT INTO fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, active, created_at)
     SELECT user_id, s, encode(sha256(convert_to(s, 'UTF8')), 'hex'), substr(md5(s), 1, 16), true, created_at
     FROM (SELECT user_id, created_at, md5(random()::text) || md5(random()::text) AS s FROM hist_players WHERE opens + battles > 0 ORDER BY user_id) AS x`,
  // Openings and their drops take the ids 1..openings; prizes of upgrades, contracts and battles come after.
  `SELECT setval('inventory_items_id_seq', $1), setval('openings_id_seq', $1)`,
];

/** One chunk of players (:chunk) and their openings; :cases counts the cases, :bot is a house bot, :direction a payment direction. */
export const CHUNK_SQL = [
  ['', `CREATE TEMP TABLE chunk_open AS
     WITH o AS MATERIALIZED (
       SELECT p.first_id + j AS id, p.user_id, j AS nonce, p.opens, p.created_at, p.span,
              floor(power(random(), 2) * :cases)::int AS case_n, floor(random() * ${SLOTS})::int AS slot, random() AS r,
              floor(random() * ${TICKETS})::int AS ticket
       FROM hist_players p CROSS JOIN LATERAL generate_series(0, p.opens - 1) AS j WHERE p.chunk = :chunk)
     SELECT o.id, o.user_id, o.nonce, o.created_at + o.span * ((o.nonce + 0.5) / o.opens) AS at, o.ticket,
            c.id AS case_id, c.price AS paid, s.item_id, s.price, s.name,
            -- Contracts take three drops in a row: about one group in fifty.
            CASE WHEN (hashint8(o.id - o.nonce % 3) & 1023) < 20 AND o.nonce - o.nonce % 3 + 3 <= o.opens THEN 'to_contract'
                 WHEN o.r < 0.06 THEN 'to_upgrade' WHEN o.r < 0.14 THEN 'STEAM_WITHDRAWN' WHEN o.r < 0.18 THEN 'progress'
                 ELSE 'selled' END AS status
     FROM o JOIN hist_cases c ON c.n = o.case_n JOIN hist_slots s ON s.n = o.case_n AND s.slot = o.slot`],
  ['', `CREATE TEMP TABLE chunk_upgrade AS
     WITH x AS MATERIALIZED (
       SELECT o.user_id, o.id AS input_id, o.item_id AS input_item, o.price AS input_price, o.at + interval '1 minute' AS at,
              least(o.price * (ARRAY[1.5, 2, 3, 5, 10])[1 + floor(random() * 5)::int], (SELECT max(price) FROM hist_items)) AS want,
              floor(random() * ${TICKETS})::int AS ticket, row_number() OVER (PARTITION BY o.user_id ORDER BY o.id) AS k
       FROM chunk_open o WHERE o.status = 'to_upgrade'),
     y AS MATERIALIZED (
       SELECT x.*, t.id AS target_id, t.price AS target_price, least(9500, greatest(1, floor(9500.0 * x.input_price / t.price)))::int AS rate_bp
       FROM x CROSS JOIN LATERAL (SELECT id, price FROM hist_items WHERE price >= x.want ORDER BY price, id LIMIT 1) AS t)
     SELECT nextval('upgrades_id_seq') AS id, y.*, y.ticket < y.rate_bp * 10 AS success,
            CASE WHEN y.ticket < y.rate_bp * 10 THEN nextval('inventory_items_id_seq') END AS prize_id,
            CASE WHEN random() < 0.9 THEN 'selled' ELSE 'progress' END AS prize_status
     FROM y`],
  ['', `CREATE TEMP TABLE chunk_contract AS
     WITH g AS MATERIALIZED (
       SELECT user_id, max(at) + interval '1 minute' AS at, sum(price)::bigint AS input_total, 5000 + floor(random() * 10001)::int AS return_bp,
              jsonb_agg(jsonb_build_object('inventoryItemId', id, 'itemId', item_id, 'price', price) ORDER BY id) AS inputs,
              row_number() OVER (PARTITION BY user_id ORDER BY min(id)) AS k, floor(random() * ${TICKETS})::int AS ticket
       FROM chunk_open WHERE status = 'to_contract' GROUP BY user_id, id - nonce % 3)
     SELECT nextval('contracts_id_seq') AS id, g.*, t.id AS prize_item, t.price AS prize_price,
            nextval('inventory_items_id_seq') AS prize_id, CASE WHEN random() < 0.9 THEN 'selled' ELSE 'progress' END AS prize_status
     FROM g CROSS JOIN LATERAL (SELECT id, price FROM hist_items
       WHERE price <= greatest(g.input_total * g.return_bp / 10000, (SELECT min(price) FROM hist_items)) ORDER BY price DESC, id LIMIT 1) AS t`],
  ['', `CREATE TEMP TABLE chunk_battle AS
     WITH x AS MATERIALIZED (
       SELECT p.user_id, p.created_at + p.span * random() AS at, 1 + floor(random() * 3)::int AS rounds,
              floor(power(random(), 2) * :cases)::int AS case_n, md5(random()::text) || md5(random()::text) AS server_seed
       FROM hist_players p CROSS JOIN LATERAL generate_series(1, p.battles) WHERE p.chunk = :chunk)
     SELECT nextval('battles_id_seq')::int AS id, x.*, c.id AS case_id, c.price * x.rounds AS price FROM x JOIN hist_cases c ON c.n = x.case_n`],
  ['', `CREATE TEMP TABLE chunk_drop AS
     WITH d AS MATERIALIZED (
       SELECT b.id AS battle_id, b.case_id, b.case_n, r AS round, s AS seat, floor(random() * ${SLOTS})::int AS slot,
              floor(random() * ${TICKETS})::int AS ticket
       FROM chunk_battle b, generate_series(1, b.rounds) AS r, generate_series(0, 1) AS s)
     SELECT d.*, sl.item_id, sl.price FROM d JOIN hist_slots sl ON sl.n = d.case_n AND sl.slot = d.slot`],
  // The higher total takes every drop; the bot sits in seat 1. The seeds and case tables are stand-ins that
  // the battles' self-check could not replay: the battles are stored as already verified, as old ones are.
  ['', `CREATE TEMP TABLE chunk_fight AS
     SELECT b.*, 'H' || lpad(b.id::text, 25, '0') AS ulid, t.player_total, t.bot_total, t.player_total >= t.bot_total AS won
     FROM chunk_battle b JOIN (SELECT battle_id, sum(price) FILTER (WHERE seat = 0) AS player_total, sum(price) FILTER (WHERE seat = 1) AS bot_total
                               FROM chunk_drop GROUP BY battle_id) AS t ON t.battle_id = b.id`],
  ['', `CREATE TEMP TABLE chunk_won AS
     SELECT nextval('inventory_items_id_seq') AS id, d.battle_id, d.round, d.seat, f.user_id, d.item_id, d.price,
            f.at + interval '1 minute' * f.rounds AS at, CASE WHEN random() < 0.95 THEN 'selled' ELSE 'progress' END AS status
     FROM chunk_drop d JOIN chunk_fight f ON f.id = d.battle_id WHERE f.won`],
  ['inventory_items', `INSERT INTO inventory_items (id, user_id, item_id, price, status, source, created_at, updated_at)
     SELECT id, user_id, item_id, price, status, 'Case', at, at FROM chunk_open
     UNION ALL SELECT prize_id, user_id, target_id, target_price, prize_status, 'Upgrade', at, at FROM chunk_upgrade WHERE prize_id IS NOT NULL
     UNION ALL SELECT prize_id, user_id, prize_item, prize_price, prize_status, 'Contract', at, at FROM chunk_contract
     UNION ALL SELECT id, user_id, item_id, price, status, 'Battle', at, at FROM chunk_won`],
  ['openings', `INSERT INTO openings (id, user_id, case_id, item_id, inventory_item_id, currency, price_paid, seed_id, client_seed, server_seed_hash, nonce, cursor, ticket, created_at)
     SELECT o.id, o.user_id, o.case_id, o.item_id, o.id, 'GOLD', o.paid, s.id, s.client_seed, s.server_seed_hash, o.nonce, 0, o.ticket, o.at
     FROM chunk_open o JOIN fairness_seeds s ON s.user_id = o.user_id AND s.active ORDER BY o.id`],
  ['upgrades', `INSERT INTO upgrades (id, user_id, input_items, input_total, target_item_id, target_price, rate_bp, chance_tickets, reversed, success,
       prize_item_id, prize_inventory_item_id, seed_id, client_seed, server_seed_hash, nonce, cursor, ticket, created_at)
     SELECT u.id, u.user_id, jsonb_build_array(jsonb_build_object('inventoryItemId', u.input_id, 'itemId', u.input_item, 'price', u.input_price)),
            u.input_price, u.target_id, u.target_price, u.rate_bp, u.rate_bp * 10, false, u.success, CASE WHEN u.success THEN u.target_id END,
            u.prize_id, s.id, s.client_seed, s.server_seed_hash, p.opens + u.k - 1, 0, u.ticket, u.at
     FROM chunk_upgrade u JOIN hist_players p USING (user_id) JOIN fairness_seeds s ON s.user_id = u.user_id AND s.active ORDER BY u.id`],
  ['contracts', `INSERT INTO contracts (id, user_id, input_items, input_total, return_bp, candidates, prize_item_id, prize_price, prize_inventory_item_id,
       seed_id, client_seed, server_seed_hash, nonce, cursor, ticket, created_at)
     SELECT c.id, c.user_id, c.inputs, c.input_total, c.return_bp, jsonb_build_array(jsonb_build_array(c.prize_item, c.prize_price)),
            c.prize_item, c.prize_price, c.prize_id, s.id, s.client_seed, s.server_seed_hash, p.opens + coalesce(up.n, 0) + c.k - 1, 0, c.ticket, c.at
     FROM chunk_contract c JOIN hist_players p USING (user_id) JOIN fairness_seeds s ON s.user_id = c.user_id AND s.active
     LEFT JOIN (SELECT user_id, count(*) AS n FROM chunk_upgrade GROUP BY user_id) AS up ON up.user_id = c.user_id ORDER BY c.id`],
  ['fairness nonces', `UPDATE fairness_seeds s SET nonce = p.opens + coalesce(up.n, 0) + coalesce(ct.n, 0)
     FROM hist_players p LEFT JOIN (SELECT user_id, count(*) AS n FROM chunk_upgrade GROUP BY user_id) AS up USING (user_id)
     LEFT JOIN (SELECT user_id, count(*) AS n FROM chunk_contract GROUP BY user_id) AS ct USING (user_id)
     WHERE p.chunk = :chunk AND p.opens > 0 AND s.user_id = p.user_id AND s.active`],
  ['battles', `INSERT INTO battles (id, ulid, status, mode, creator_id, price, total_rounds, revealed_rounds, cases, round_case_ids, tables,
       server_seed, server_seed_hash, client_seed, winner_team, total_value, house_value, created_at, started_at, finished_at, verified_at)
     SELECT f.id, f.ulid, 'finished', '1v1', f.user_id, f.price, f.rounds, f.rounds,
            jsonb_build_array(jsonb_build_object('id', f.case_id, 'price', f.price / f.rounds)),
            to_jsonb(array_fill(f.case_id, ARRAY[f.rounds])), '[]', f.server_seed,
            encode(sha256(convert_to(f.server_seed, 'UTF8')), 'hex'), md5(f.ulid), CASE WHEN f.won THEN 0 ELSE 1 END,
            f.player_total + f.bot_total, CASE WHEN f.won THEN 0 ELSE f.player_total + f.bot_total END, f.at, f.at, f.at + interval '1 minute' * f.rounds,
            f.at + interval '1 minute' * f.rounds
     FROM chunk_fight f ORDER BY f.id`],
  ['battle_members', `INSERT INTO battle_members (battle_id, seat, team, user_id, is_bot, client_seed, stake, active, total, win_amount, is_winner, joined_at)
     SELECT f.id, s, s, CASE s WHEN 0 THEN f.user_id ELSE :bot END, s = 1, md5(f.ulid || s), f.price, false,
            CASE s WHEN 0 THEN f.player_total ELSE f.bot_total END,
            CASE WHEN (s = 0) = f.won THEN f.player_total + f.bot_total ELSE 0 END, (s = 0) = f.won, f.at
     FROM chunk_fight f, generate_series(0, 1) AS s ORDER BY f.id, s`],
  ['battle_drops', `INSERT INTO battle_drops (battle_id, round, seat, case_id, item_id, price, ticket, owner_seat, inventory_item_id)
     SELECT d.battle_id, d.round, d.seat, d.case_id, d.item_id, d.price, d.ticket, CASE WHEN f.won THEN 0 ELSE 1 END, w.id
     FROM chunk_drop d JOIN chunk_fight f ON f.id = d.battle_id
     LEFT JOIN chunk_won w ON w.battle_id = d.battle_id AND w.round = d.round AND w.seat = d.seat ORDER BY d.battle_id, d.round, d.seat`],
  ['battle_results', `INSERT INTO battle_results (battle_id, user_id, stake, won, finished_at)
     SELECT id, user_id, price, won, at + interval '1 minute' * rounds FROM chunk_fight ORDER BY id`],
  ['withdrawals', `INSERT INTO withdrawals (inventory_item_id, user_id, item_id, name, price, method, partner, provider, status, deadline_at, sent_at, finished_at, created_at, updated_at)
     SELECT id, user_id, item_id, name, price, 'trade', 'https://steamcommunity.com/tradeoffer/new/?partner=' || user_id, 'sandbox', 'accepted',
            at + interval '1 hour', at + interval '2 minutes', at + interval '10 minutes', at + interval '1 minute', at + interval '10 minutes'
     FROM chunk_open WHERE status = 'STEAM_WITHDRAWN' ORDER BY id`],
  // Every money move but the deposits: ord puts a deposit before what it pays for at the same instant.
  ['', `CREATE TEMP TABLE chunk_moves AS
     SELECT user_id, at, 1 AS ord, -paid AS delta, 'case_open' AS reason, 'case:' || case_id AS ref, NULL AS key FROM chunk_open
     UNION ALL SELECT user_id, at + interval '5 seconds', 2, price, 'item_sell', 'inventory:' || id, NULL FROM chunk_open WHERE status = 'selled'
     UNION ALL SELECT user_id, at + interval '5 seconds', 2, target_price, 'item_sell', 'inventory:' || prize_id, NULL
       FROM chunk_upgrade WHERE prize_id IS NOT NULL AND prize_status = 'selled'
     UNION ALL SELECT user_id, at + interval '5 seconds', 2, prize_price, 'item_sell', 'inventory:' || prize_id, NULL FROM chunk_contract WHERE prize_status = 'selled'
     UNION ALL SELECT user_id, at, 1, -price, 'battle_stake', 'battle:' || ulid, 'battle:' || ulid || ':stake:' || user_id FROM chunk_fight
     UNION ALL SELECT user_id, at + interval '5 seconds', 2, price, 'item_sell', 'inventory:' || id, NULL FROM chunk_won WHERE status = 'selled'`],
  // A player's year is cut into `deposits` periods, each opened by a deposit covering what the period
  // stakes beyond what the previous one won back (at least 500 roubles, in whole 100 roubles): the
  // balance never goes below zero.
  ['', `CREATE TEMP TABLE chunk_deposit AS
     WITH m AS (
       SELECT m.user_id, least(p.deposits - 1, greatest(0, floor(extract(epoch FROM m.at - p.created_at)
                / nullif(extract(epoch FROM p.span), 0) * p.deposits)))::int AS seg, m.delta
       FROM chunk_moves m JOIN hist_players p USING (user_id)),
     seg AS (SELECT user_id, seg, sum(-delta) FILTER (WHERE delta < 0) AS debits, sum(delta) FILTER (WHERE delta > 0) AS credits FROM m GROUP BY 1, 2),
     s AS (
       SELECT p.user_id, k AS seg, p.created_at + p.span * (k::float8 / p.deposits) AS at, coalesce(seg.debits, 0) AS debits,
              coalesce(lag(seg.credits) OVER (PARTITION BY p.user_id ORDER BY k), 0) AS earlier
       FROM hist_players p CROSS JOIN LATERAL generate_series(0, p.deposits - 1) AS k
       LEFT JOIN seg ON seg.user_id = p.user_id AND seg.seg = k WHERE p.chunk = :chunk AND p.opens + p.battles > 0)
     SELECT user_id, at, ceil(greatest(50000, debits - earlier) / 10000.0)::bigint * 10000 AS value, 'H' || user_id || '-' || seg AS order_id FROM s`],
  ['payments', `INSERT INTO payments (order_id, user_id, direction_id, country_iso, currency, amount, value, status, provider, provider_payment_id, created_at, completed_at)
     SELECT order_id, user_id, :direction::int, 'RU', 'RUB', value, value, 'success', 'sandbox', order_id, at - interval '1 minute', at FROM chunk_deposit
     UNION ALL SELECT order_id || 'F', user_id, :direction::int, 'RU', 'RUB', value, value, 'fail', 'sandbox', order_id || 'F', at - interval '3 minutes', at - interval '2 minutes'
       FROM chunk_deposit WHERE random() < 0.1`],
  ['', `INSERT INTO chunk_moves SELECT user_id, at, 0, value, 'deposit', 'payment:' || order_id, 'payment:sandbox:' || order_id || ':deposit' FROM chunk_deposit`],
  ['ledger', `INSERT INTO ledger (user_id, currency, delta, balance_after, reason, ref, idempotency_key, created_at)
     SELECT user_id, 'money', delta, sum(delta) OVER (PARTITION BY user_id ORDER BY at, ord, ref ROWS UNBOUNDED PRECEDING), reason, ref, key, at
     FROM chunk_moves ORDER BY user_id, at, ord, ref`],
  ['case_user_opens', `INSERT INTO case_user_opens (user_id, case_id, opened) SELECT user_id, case_id, count(*) FROM chunk_open GROUP BY 1, 2 ORDER BY 1, 2`],
  ['users (balances)', `UPDATE users u SET balance = t.balance, cases_opened = t.opened, spent = t.spent, last_seen_at = greatest(u.last_seen_at, t.last_at)
     FROM (SELECT user_id, sum(delta) AS balance, count(*) FILTER (WHERE reason = 'case_open') AS opened,
                  coalesce(-sum(delta) FILTER (WHERE delta < 0), 0) AS spent, max(at) AS last_at FROM chunk_moves GROUP BY user_id) AS t
     WHERE u.id = t.user_id`],
  ['', `DROP TABLE chunk_open, chunk_upgrade, chunk_contract, chunk_battle, chunk_drop, chunk_fight, chunk_won, chunk_moves, chunk_deposit`],
];

export const EXTRAS_SQL = [
  ['sessions', `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, user_agent, ip)
     SELECT p.user_id, encode(sha256(convert_to(p.user_id || ':' || k || ':' || random(), 'UTF8')), 'hex'), p.created_at + p.span * (k / 3.0),
            p.created_at + p.span * (k / 3.0) + interval '30 days', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', '10.0.' || (p.user_id % 256) || '.' || k
     FROM hist_players p, generate_series(1, 1 + p.user_id % 3) AS k ORDER BY p.user_id, k`],
  ['analytics_events', `INSERT INTO analytics_events (kind, session_id, user_id, path, referrer, utm_source, language, screen_width, screen_height, created_at)
     SELECT 'page_view', md5((g / 8)::text), CASE WHEN random() < 0.7 THEN (SELECT min(user_id) FROM hist_players) + floor(random() * $2)::int END,
            (ARRAY['/', '/', '/', '/case/pocket-money', '/battles', '/upgrade', '/contract', '/profile', '/event', '/faq'])[1 + floor(random() * 10)::int],
            (ARRAY['Direct', 'Direct', 'https://www.google.com/', 'https://vk.com/', 'https://www.youtube.com/'])[1 + floor(random() * 5)::int],
            (ARRAY[NULL, NULL, 'youtube', 'vk', 'telegram'])[1 + floor(random() * 5)::int], 'ru', 1920, 1080,
            now() - interval '30 days' * (1 - g::float8 / $1)
     FROM generate_series(1, $1) AS g`],
  ['audit_log', `INSERT INTO audit_log (actor_role, at, ip, action, target, reason)
     SELECT 'support', now() - interval '365 days' * (1 - g::float8 / $1), '10.1.0.1',
            (ARRAY['balance.adjust', 'balance.request', 'export.csv', 'catalog.publish_case'])[1 + floor(random() * 4)::int],
            'user:' || ((SELECT min(user_id) FROM hist_players) + floor(random() * $2)::int), 'history fill'
     FROM generate_series(1, $1) AS g`],
  // The engagement feed's cursors at the end of the history, as on a site whose feed kept up: a server
  // started on the filled database tails new play instead of replaying the year into the boards.
  ['activity_cursors', `INSERT INTO activity_cursors (source, last_id, safe_id)
     SELECT source, last_id, last_id FROM (VALUES ('openings', (SELECT coalesce(max(id), 0) FROM openings)),
       ('upgrades', (SELECT coalesce(max(id), 0) FROM upgrades)), ('contracts', (SELECT coalesce(max(id), 0) FROM contracts)),
       ('battle_results', (SELECT coalesce(max(id), 0) FROM battle_results))) AS c(source, last_id)
     ON CONFLICT (source) DO UPDATE SET last_id = excluded.last_id, safe_id = excluded.safe_id`],
];

