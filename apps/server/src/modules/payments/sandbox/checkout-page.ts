import { formatAmount, type SandboxPayment } from '@tastydrop/domain';
import text from './checkout.ru.json' with { type: 'json' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STATUS_TEXT = { pending: text.statusPending, success: text.statusSuccess, fail: text.statusFail } as const;

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
background:radial-gradient(circle at 50% 0,#2a1f5c,#0d0b1f 70%);color:#f4f2ff;display:flex;flex-direction:column;align-items:center}
.banner{width:100%;background:repeating-linear-gradient(135deg,#f5a524 0 18px,#ffd166 18px 36px);color:#1b1204;text-align:center;
font-weight:800;padding:10px 16px;letter-spacing:.02em}
main{width:min(440px,calc(100% - 32px));margin:40px 0;background:#1b1538;border:1px solid #3a2f6e;border-radius:12px;padding:24px;
box-shadow:0 20px 60px #0008}
.badge{display:inline-block;background:#f5a524;color:#1b1204;border-radius:80px;padding:2px 12px;font-size:12px;font-weight:800;
text-transform:uppercase;letter-spacing:.08em}
h1{font-size:22px;margin:12px 0 8px}p{color:#b8b2d9;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px;padding:16px;background:#120e2a;border-radius:8px}
dt{color:#8f88b8}dd{margin:0;text-align:right;font-weight:600;word-break:break-all}
form{display:grid;gap:10px}button,a.back{display:block;width:100%;height:50px;border-radius:8px;border:0;font:700 16px system-ui,sans-serif;
cursor:pointer;text-align:center;line-height:50px;text-decoration:none}
.ok{background:#3dd68c;color:#062414}.no{background:#eb4b4b;color:#fff}.wait{background:#2a2150;color:#f4f2ff;border:1px solid #4a3f8e}
a.back{background:#6d5bff;color:#fff;margin-top:8px}button:focus-visible,a.back:focus-visible{outline:3px solid #ffd166;outline-offset:2px}`;

function row(label: string, value: string): string {
  return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
}

/** The sandbox's hosted checkout page: plain HTML that works without scripts, marked as test mode. */
export function renderCheckoutPage(payment: SandboxPayment | null, resultUrl: string | null): string {
  let body: string;
  if (!payment) {
    body = `<h1>${escapeHtml(text.notFound)}</h1><a class="back" href="/refill">${escapeHtml(text.back)}</a>`;
  } else {
    const details = [
      row(text.order, payment.orderId.slice(0, 8)),
      row(text.method, payment.methodName),
      row(text.amount, `${formatAmount(payment.amount)} ${payment.currency}`),
      row(text.value, `${formatAmount(payment.credited)} ₽`),
      row(text.status, STATUS_TEXT[payment.status]),
    ].join('');
    const actions =
      payment.status === 'pending'
        ? `<form method="post">
<button class="ok" name="outcome" value="success" data-testid="sandbox-success">${escapeHtml(text.success)}</button>
<button class="no" name="outcome" value="fail" data-testid="sandbox-fail">${escapeHtml(text.fail)}</button>
<button class="wait" name="outcome" value="pending" data-testid="sandbox-pending">${escapeHtml(text.pending)}</button>
</form>`
        : `<p>${escapeHtml(text.settled)}</p><a class="back" href="${escapeHtml(resultUrl ?? '/refill')}">${escapeHtml(text.back)}</a>`;
    body = `<span class="badge">${escapeHtml(text.badge)}</span><h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.lead)}</p><dl>${details}</dl>${actions}`;
  }
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title><style>${STYLE}</style></head>
<body><div class="banner" role="status">${escapeHtml(text.banner)}</div><main>${body}</main></body></html>`;
}
