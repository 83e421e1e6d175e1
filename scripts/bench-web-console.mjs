// The operator console's first screen, for `npm run bench:web`: a fresh player is made an owner
// through the test fixtures and enrols the second factor through the console's own screens; then the
// console is loaded cold (browser cache off) again and again in that signed-in context, and the time
// from navigation to the first screen on screen (the pending approvals' count shown) and to its figures in
// (that count a number) is measured.
import { generate } from 'otplib';

/** The console's first screen must be on screen within this long on the bench machine. */
export const CONSOLE_BUDGET_MS = 1000;

/** Signs a new context in as a fresh owner with a verified second factor. */
async function ownerContext(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const origin = { origin: url };
  await page.goto(`${url}/faq`);
  const registered = await (await page.request.post(`${url}/api/v1/auth/registration/quick`, { headers: origin })).json();
  await page.request.post(`${url}/nitro-api/login`, { data: { token: registered.data.access_token }, headers: origin });
  const granted = await page.request.post(`${url}/api/test/admin/grant`, { data: { role: 'owner' }, headers: origin });
  if (!granted.ok()) throw new Error(`console role not granted: ${granted.status()}`);
  await page.goto(`${url}/admin`);
  await page.getByTestId('console-enrol-start').click();
  const secret = (await page.getByTestId('console-secret').textContent())?.trim() ?? '';
  await page.getByTestId('console-code').fill(await generate({ secret }));
  await page.getByTestId('console-code-submit').click();
  await page.getByTestId('console-recovery-done').click();
  await page.getByTestId('console-pending-count').waitFor({ timeout: 60_000 });
  await page.close();
  return context;
}

const paintedAt = (page) => page.evaluate(() => new Promise((resolve) => globalThis.requestAnimationFrame(() => resolve(performance.now()))));

/**
 * One cold load of /admin: ms from navigation start until the first screen is on screen (`screen`: the pending
 * approvals' count is shown, a dash until its call answers) and until that count is a number (`figures`).
 */
async function coldConsoleLoad(context, url) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${url}/admin`, { waitUntil: 'commit' });
    const count = page.getByTestId('console-pending-count');
    await count.waitFor({ timeout: 60_000 });
    const screen = await paintedAt(page);
    await page.waitForFunction((el) => /\d/.test(el?.textContent ?? ''), await count.elementHandle(), { timeout: 60_000, polling: 'raf' });
    return { screen, figures: await paintedAt(page) };
  } finally {
    await page.close();
  }
}

/** `runs` cold loads of the console's first screen as an owner, on the desktop profile without throttling ({ screen, figures } each). */
export async function consoleFirstScreen(browser, url, runs) {
  const context = await ownerContext(browser, url);
  try {
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await coldConsoleLoad(context, url));
    return loads;
  } finally {
    await context.close();
  }
}
