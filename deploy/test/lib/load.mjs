// Players through HAProxy at a steady pace: registrations, sandbox deposits, case opens, sales,
// upgrades and battles. Every request is recorded with when it was sent and when its answer came, and
// every acknowledged write with what identifies it in the database, so the test can ask afterwards
// whether the database holds exactly the writes acknowledged before a moment.
import { request } from './http.mjs';
import { playerAddress } from './world.mjs';
import { sleep } from './proc.mjs';

const CASE = 'pocket-money';
const DEPOSIT_RUB = 2000;

export class Load {
  constructor({ rate = 15, maxPlayers = 60, registerEveryMs = 2500, battleEveryMs = 4000 } = {}) {
    Object.assign(this, { rate, maxPlayers, registerEveryMs, battleEveryMs });
    this.players = [];
    /** Acknowledged writes: { kind, sentAt, ackAt, ...keys }. */
    this.acks = [];
    /** Every request: { kind, path, sentAt, endAt, status, code, error }; failures are the non-2xx ones. */
    this.requests = [];
    this.inFlight = new Set();
    this.running = false;
    this.catalog = null;
  }

  /** One request, recorded. */
  async call(kind, method, path, { body, player } = {}) {
    const sentAt = Date.now();
    const result = await request(method, path, { body, token: player?.token, localAddress: player?.address });
    const endAt = Date.now();
    const ok = result.status >= 200 && result.status < 300;
    this.requests.push({ kind, path, sentAt, endAt, status: result.status, code: result.json?.code ?? result.json?.data?.code ?? null, error: result.error ?? null, ...(ok ? {} : { answer: result.text?.slice(0, 300) }) });
    return { ...result, ok, sentAt, endAt };
  }

  /** What the load needs from the site: the card method, a battle case, upgrade targets by price. */
  async prepare() {
    const ru = await request('GET', '/api/v1/payments/countries/ru');
    const card = ru.json?.data?.directions?.payment_direction_data?.find((m) => m.system_name === 'card');
    const battleCases = await request('GET', '/api/old/cases');
    const battleCase = (battleCases.json?.data?.sections?.flatMap((s) => s.cases) ?? []).sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))[0];
    const targets = [];
    for (let page = 1; page <= 10; page += 1) {
      const res = await request('GET', `/api/v1/unique-items?per_page=60&page=${page}&sort=price_asc`);
      const items = res.json?.data?.items ?? [];
      targets.push(...items);
      if (items.length < 60) break;
    }
    if (!card || !battleCase || targets.length === 0) {
      throw new Error(`the site did not give the load what it needs (card ${Boolean(card)}, battle case ${Boolean(battleCase)}, ${targets.length} upgrade targets)`);
    }
    this.catalog = { cardId: card.payment_direction_id, battleCaseId: battleCase.id, targets: targets.sort((a, b) => a.price - b.price) };
  }

  track(promise) {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
    return promise;
  }

  start() {
    this.running = true;
    this.loops = [this.pace(), this.every(this.registerEveryMs, () => this.register()), this.every(this.battleEveryMs, () => this.battle())];
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops ?? []);
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async every(ms, action) {
    while (this.running) {
      this.track(action());
      await sleep(ms);
    }
  }

  /** `rate` actions a second, each by an idle player. */
  async pace() {
    const started = Date.now();
    let n = 0;
    while (this.running) {
      const due = started + (n * 1000) / this.rate;
      if (due > Date.now()) await sleep(due - Date.now());
      n += 1;
      const idle = this.players.filter((p) => !p.busy && p.ready);
      if (idle.length === 0) continue;
      const player = idle[n % idle.length];
      this.track(this.act(player));
    }
  }

  async act(player) {
    player.busy = true;
    try {
      const roll = Math.random();
      if (player.balance < 300) await this.deposit(player);
      else if (player.items.length > 0 && roll < 0.25) await this.sell(player);
      else if (player.items.length > 0 && roll < 0.37) await this.upgrade(player);
      else if (roll < 0.42) await this.deposit(player);
      else await this.open(player);
    } finally {
      player.busy = false;
    }
  }

  async register() {
    if (this.players.length >= this.maxPlayers) return;
    const address = playerAddress(this.players.length);
    const res = await this.call('register', 'POST', '/api/v1/auth/registration/quick', { player: { address } });
    if (!res.ok) return;
    const { login, access_token: token } = res.json.data;
    this.acks.push({ kind: 'register', login, sentAt: res.sentAt, ackAt: res.endAt });
    const player = { login, token, address, items: [], balance: 0, busy: true, ready: false };
    this.players.push(player);
    const adult = await this.call('birth-date', 'POST', '/api/v1/responsible-play/birth-date', { player, body: { birth_date: '1990-01-01' } });
    if (adult.ok) await this.deposit(player);
    player.ready = true;
    player.busy = false;
  }

  async deposit(player) {
    const started = await this.call('deposit', 'POST', '/api/v1/payments/transaction/start', {
      player,
      body: { amount: DEPOSIT_RUB, payment_direction_id: this.catalog.cardId, country: 'RU', additional: { email: 'player@mail.ru' } },
    });
    if (!started.ok) return;
    const { order_id: orderId, redirect_url: redirectUrl } = started.json.data;
    const paymentId = new URL(redirectUrl, 'https://x').searchParams.get('payment') ?? redirectUrl.split('/').pop();
    const decided = await this.call('deposit', 'POST', `/api/v1/payments/sandbox/payments/${paymentId}/decide`, { player, body: { outcome: 'success' } });
    if (!decided.ok) return;
    this.acks.push({ kind: 'deposit', orderId, sentAt: started.sentAt, ackAt: decided.endAt });
    // The credit is the amount and its bonus; the next answer carries the exact balance.
    player.balance += DEPOSIT_RUB;
  }

  async open(player) {
    const res = await this.call('open', 'POST', `/api/v1/cases/${CASE}/open`, { player, body: { multi_open: 1 } });
    if (!res.ok) return;
    const { drops, balance } = res.json.data;
    player.balance = balance;
    for (const d of drops) player.items.push({ id: d.inventory_item_id, price: d.price });
    this.acks.push({ kind: 'open', openingIds: drops.map((d) => d.opening_id), itemIds: drops.map((d) => d.inventory_item_id), sentAt: res.sentAt, ackAt: res.endAt });
  }

  async sell(player) {
    const item = player.items.shift();
    const res = await this.call('sell', 'POST', '/api/v1/inventory/sell', { player, body: { id: item.id } });
    if (!res.ok) return;
    player.balance = res.json.data.balance;
    this.acks.push({ kind: 'sell', itemId: item.id, sentAt: res.sentAt, ackAt: res.endAt });
  }

  async upgrade(player) {
    const item = player.items.shift();
    const target = this.catalog.targets.find((t) => t.price >= item.price * 3) ?? this.catalog.targets.at(-1);
    const res = await this.call('upgrade', 'POST', '/api/v1/upgrades/upgrade-items', { player, body: { items: [item.id], target_item_id: target.id } });
    if (!res.ok) return;
    this.acks.push({ kind: 'upgrade', upgradeId: res.json.data.upgrade_id, itemId: item.id, sentAt: res.sentAt, ackAt: res.endAt });
  }

  async battle() {
    // A player sits in one battle at a time: a battle is over well within 30 s.
    const player = this.players.find((p) => p.ready && !p.busy && p.balance > 1000 && !(p.battleUntil > Date.now()));
    if (!player) return;
    player.busy = true;
    player.battleUntil = Date.now() + 30_000;
    try {
      const created = await this.call('battle', 'POST', '/api/old/battles', {
        player,
        body: { cases: [{ id: this.catalog.battleCaseId, count: 1 }], mode: '1v1', crazy: false, is_private: false },
      });
      if (!created.ok) return;
      const ulid = created.json.data.battle_ulid;
      player.balance = created.json.data.balance;
      this.acks.push({ kind: 'battle', ulid, sentAt: created.sentAt, ackAt: created.endAt });
      await this.call('battle', 'POST', '/api/old/start', { player, body: { ulid } });
    } finally {
      player.busy = false;
    }
  }

  /** Requests sent in [from, to) and their failures (no answer, or not 2xx). */
  window(from, to = Infinity) {
    const sent = this.requests.filter((r) => r.sentAt >= from && r.sentAt < to);
    return { sent, failed: sent.filter((r) => !(r.status >= 200 && r.status < 300)) };
  }
}

/** "kind status code: n, …" for failed requests. */
export function describeFailures(failed) {
  const counts = new Map();
  for (const f of failed) {
    const key = `${f.kind} ${f.status || f.error}${f.code ? ` ${f.code}` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, v]) => `${k}: ${v}`).join(', ') || 'none';
}
