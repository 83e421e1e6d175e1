// The battle page's main thread on a throttled phone, for `npm run bench:web`: a 4-player battle of
// several rounds is created through the API, watched by a guest on a phone profile (4× CPU through
// the DevTools protocol), and every long task (a main-thread task over 50 ms, as the browser reports
// it) from the start for BATTLE_WATCH_MS is collected.

/** How long the battle is watched after its start. */
export const BATTLE_WATCH_MS = 20_000;
/** No task of the battle page may block the main thread longer than this on the phone profile. */
export const BATTLE_TASK_BUDGET_MS = 200;
const ROUNDS = 8;

// Collects long tasks from the first moment of the page; the list is emptied when the battle starts.
const LONG_TASKS = `
  globalThis.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}`;

async function api(url, path, { token, body } = {}) {
  const response = await fetch(`${url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok || json?.code) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A fresh player with money and an open 4-player battle of ROUNDS rounds of the first battle case. */
async function createBattle(url) {
  const { access_token: token } = await api(url, '/v1/auth/registration/quick', { body: {} });
  await api(url, '/test/credit', { token, body: { amount: 100_000 } });
  const { sections } = await api(url, '/old/cases', { token });
  const first = sections.flatMap((s) => s.cases)[0];
  if (!first) throw new Error('no battle cases');
  const { battle_ulid: ulid } = await api(url, '/old/battles', {
    token,
    body: { cases: [{ id: first.id, count: ROUNDS }], mode: '1v1v1v1', crazy: false, is_private: false },
  });
  return { token, ulid };
}

/** The long tasks of one 4-player battle watched on a phone: their count, sum and longest, in ms. */
export async function battleLongTasks(browser, url) {
  const { token, ulid } = await createBattle(url);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${url}/battles/${ulid}`, { waitUntil: 'load' });
    await page.getByTestId('battle-arena').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      globalThis.__longTasks.length = 0;
    });
    await api(url, '/old/start', { token, body: { ulid } });
    await page.waitForTimeout(BATTLE_WATCH_MS);
    const landed = Number(await page.getByTestId('battle-page').getAttribute('data-landed'));
    const tasks = await page.evaluate(() => globalThis.__longTasks.slice());
    return {
      landed,
      count: tasks.length,
      total: tasks.reduce((a, d) => a + d, 0),
      longest: tasks.reduce((a, d) => Math.max(a, d), 0),
      over: tasks.filter((d) => d > BATTLE_TASK_BUDGET_MS).length,
    };
  } finally {
    await context.close();
  }
}
