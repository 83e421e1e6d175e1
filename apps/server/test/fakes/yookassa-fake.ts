import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment object as YooKassa's API v3 returns it (the fields we use and a few around them). */
interface FakeYookassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata: Record<string, unknown>;
  payment_method?: { type: string; id: string; saved: boolean; card?: { first6: string; last4: string; expiry_month: string; expiry_year: string; card_type: string } };
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  created_at: string;
  test: boolean;
}

/** A refund object as YooKassa's API v3 returns it (GET /refunds/{id}). */
interface FakeYookassaRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  created_at: string;
}

export interface FakeYookassa {
  /** API root to configure as YOOKASSA_API_URL (…/v3). */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, FakeYookassaPayment>;
  /** Create requests seen, with their idempotence keys. */
  creates: { idempotenceKey: string; body: Record<string, unknown> }[];
  /** The next create answers 500 (the API is down). */
  failNextCreate: boolean;
  setStatus(id: string, status: FakeYookassaPayment['status']): void;
  /** The payer paid with this card (YooKassa then describes it in the payment's `payment_method.card`). */
  payWithCard(id: string, card: { first6: string; last4: string; expiry_month: string; expiry_year: string }): void;
  refunds: Map<string, FakeYookassaRefund>;
  /** A succeeded refund of `value` ("100.00") of a payment, as made in YooKassa's cabinet; returns its id. */
  addRefund(paymentId: string, value: string): string;
  /** The `refund.succeeded` body YooKassa posts for a refund (its claimed status may be forged). */
  refundNotification(refundId: string): string;
  /** The body YooKassa posts to the notification URL for a payment's current state. */
  notification(id: string, claimedStatus?: FakeYookassaPayment['status']): string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, code: string, description: string): void {
  send(res, status, { type: 'error', id: randomUUID(), code, description });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const EVENTS = { pending: 'payment.waiting_for_capture', waiting_for_capture: 'payment.waiting_for_capture', succeeded: 'payment.succeeded', canceled: 'payment.canceled' };

/**
 * A local stand-in for YooKassa's API v3 on 127.0.0.1: Basic auth with shop id and secret key, POST /payments
 * with an Idempotence-Key (a repeated key returns the first payment), GET /payments/{id}; tests move payments
 * between statuses and build the notifications YooKassa would send.
 */
export async function startFakeYookassa(): Promise<FakeYookassa> {
  const fake = { shopId: '123456', secretKey: 'test_secret_key', payments: new Map(), refunds: new Map(), creates: [], failNextCreate: false } as unknown as FakeYookassa;
  const byKey = new Map<string, string>();
  const expectedAuth = () => `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.headers.authorization !== expectedAuth()) return error(res, 401, 'invalid_credentials', 'Authentication by given credentials failed');
      if (req.method === 'POST' && url.pathname === '/v3/payments') {
        const key = req.headers['idempotence-key'];
        if (typeof key !== 'string' || !key) return error(res, 400, 'invalid_request', 'Idempotence key is missing');
        const body = await readJson(req);
        const amount = body?.amount as { value?: string; currency?: string } | undefined;
        const confirmation = body?.confirmation as { type?: string; return_url?: string } | undefined;
        if (!amount?.value || !/^\d+\.\d{2}$/.test(amount.value) || !amount.currency || confirmation?.type !== 'redirect') {
          return error(res, 400, 'invalid_request', 'Request body is invalid');
        }
        fake.creates.push({ idempotenceKey: key, body: body ?? {} });
        if (fake.failNextCreate) {
          fake.failNextCreate = false;
          return error(res, 500, 'internal_server_error', 'Internal server error');
        }
        const known = byKey.get(key);
        if (known) return send(res, 200, fake.payments.get(known));
        const id = randomUUID();
        const method = (body?.payment_method_data as { type?: string } | undefined)?.type;
        const payment: FakeYookassaPayment = {
          id,
          status: 'pending',
          paid: false,
          amount: { value: amount.value, currency: amount.currency },
          description: typeof body?.description === 'string' ? body.description : undefined,
          metadata: (body?.metadata as Record<string, unknown>) ?? {},
          ...(method ? { payment_method: { type: method, id, saved: false } } : {}),
          confirmation: { type: 'redirect', confirmation_url: `${fake.apiUrl.replace('/v3', '')}/checkout/${id}`, return_url: confirmation.return_url ?? '' },
          created_at: new Date().toISOString(),
          test: true,
        };
        fake.payments.set(id, payment);
        byKey.set(key, id);
        return send(res, 200, payment);
      }
      const match = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const payment = fake.payments.get(decodeURIComponent(match[1]!));
        return payment ? send(res, 200, payment) : error(res, 404, 'not_found', 'Payment not found');
      }
      const refund = /^\/v3\/refunds\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && refund) {
        const found = fake.refunds.get(decodeURIComponent(refund[1]!));
        return found ? send(res, 200, found) : error(res, 404, 'not_found', 'Refund not found');
      }
      error(res, 404, 'not_found', 'Unknown path');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    apiUrl: `http://127.0.0.1:${port}/v3`,
    setStatus(id: string, status: FakeYookassaPayment['status']) {
      const payment = fake.payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.status = status;
      payment.paid = status === 'succeeded';
    },
    payWithCard(id: string, card: { first6: string; last4: string; expiry_month: string; expiry_year: string }) {
      const payment = fake.payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      payment.payment_method = { type: 'bank_card', id, saved: false, card: { ...card, card_type: 'MasterCard' } };
    },
    addRefund(paymentId: string, value: string) {
      const payment = fake.payments.get(paymentId);
      if (!payment) throw new Error(`no fake payment ${paymentId}`);
      const id = randomUUID();
      fake.refunds.set(id, { id, payment_id: paymentId, status: 'succeeded', amount: { value, currency: payment.amount.currency }, created_at: new Date().toISOString() });
      return id;
    },
    refundNotification(refundId: string) {
      const refund = fake.refunds.get(refundId) ?? { id: refundId, payment_id: 'unknown', status: 'succeeded', amount: { value: '1.00', currency: 'RUB' }, created_at: new Date().toISOString() };
      return JSON.stringify({ type: 'notification', event: 'refund.succeeded', object: refund });
    },
    notification(id: string, claimedStatus?: FakeYookassaPayment['status']) {
      const payment = fake.payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      const status = claimedStatus ?? payment.status;
      return JSON.stringify({ type: 'notification', event: EVENTS[status], object: { ...payment, status, paid: status === 'succeeded' } });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  });
}
