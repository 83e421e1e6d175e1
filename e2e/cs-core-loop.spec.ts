import type { Page } from '@playwright/test';
import { acceptCookies, expect, fromSite, quickRegister, test } from './fixtures';

/** The CS site's first case; its drops are CS2 skins with an exterior in the name. */
const CASE = 'tasty-start';
const EXTERIOR = /\((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/;

interface Drop {
  name: string;
  price: number;
  inventory_item_id: number;
  opening_id: number;
  float: number | null;
}

async function open(page: Page, count: number): Promise<Drop[]> {
  const res = await page.request.post(`/api/v1/cases/${CASE}/open`, { data: { multi_open: count }, headers: fromSite(page) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { drops: Drop[] } }).data.drops;
}

async function post(page: Page, url: string, data: object): Promise<{ ok: boolean; body: { data?: Record<string, unknown>; code?: string } }> {
  const res = await page.request.post(url, { data, headers: fromSite(page) });
  return { ok: res.ok(), body: await res.json() };
}

test('the CS site: sign-up, top-up, open ×1 and ×3, sell, upgrade, contract, withdraw, a bot battle and the fairness check', async ({ page }) => {
  test.setTimeout(210_000);
  await page.goto('/');
  await acceptCookies(page);
  await expect(page).toHaveTitle(/CS2|Counter-Strike|CS/);
  await quickRegister(page);
  expect((await page.request.post('/api/test/credit', { data: { amount: 5000 }, headers: fromSite(page) })).ok()).toBe(true);

  // Open ×1 in the page: the reel lands on a CS2 skin named with its exterior.
  await page.goto(`/open/${CASE}`);
  const opening = page.waitForResponse((r) => r.url().endsWith(`/api/v1/cases/${CASE}/open`) && r.request().method() === 'POST');
  await page.getByTestId('case-open').click();
  const first = ((await (await opening).json()) as { data: { drops: Drop[] } }).data.drops[0]!;
  expect(first.name).toMatch(EXTERIOR);
  // A skin carries its wear float, shown on the result card.
  expect(first.float).not.toBeNull();
  await expect(page.getByTestId('open-result')).toBeVisible({ timeout: 25_000 });
  await expect(page.getByTestId('result-item-name')).toHaveText(first.name);
  await expect(page.getByTestId('result-item').getByTestId('wear-float')).toHaveAttribute('data-float', String(first.float));
  await page.getByTestId('result-sell').click();
  await expect(page.getByTestId('result-sell')).toBeDisabled();

  // Open ×3, then use the items: upgrade one, sign a contract with three more, withdraw one.
  const three = await open(page, 3);
  expect(three).toHaveLength(3);
  const target = ((await (await page.request.get('/api/v1/unique-items?page=1&per_page=30&price_from=' + (three[0]!.price * 3).toFixed(2))).json()) as { data: { items: { id: number }[] } }).data.items[0];
  expect(target).toBeDefined();
  const upgraded = await post(page, '/api/v1/upgrades/upgrade-items', { items: [three[0]!.inventory_item_id], target_item_id: target!.id });
  expect(upgraded.ok, JSON.stringify(upgraded.body)).toBe(true);

  const forContract = await open(page, 3);
  const contract = await post(page, '/api/v1/contracts', { items: forContract.map((d) => d.inventory_item_id) });
  expect(contract.ok, JSON.stringify(contract.body)).toBe(true);
  // The contract's prize is a skin with its own wear float, in the exterior its name says.
  const prize = contract.body.data!.prize as { name: string; float: number | null };
  expect(prize.name).toMatch(EXTERIOR);
  expect(prize.float).not.toBeNull();
  const upgradePrize = (upgraded.body.data!.win_prize ?? upgraded.body.data!.pity_prize) as { float: number | null } | null;
  if (upgradePrize) expect(upgradePrize.float).not.toBeNull();

  expect((await post(page, '/api/v1/users/set/steam/data', { link: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12' })).ok).toBe(true);
  const withdrawal = await post(page, '/api/v1/inventory/senditem', { ids: [three[1]!.inventory_item_id] });
  expect(withdrawal.ok, JSON.stringify(withdrawal.body)).toBe(true);

  // A 1v1 battle: the empty seat is taken by a bot and the battle finishes.
  const caseId = ((await (await page.request.get(`/api/v1/cases/${CASE}`)).json()) as { data: { id: number } }).data.id;
  const created = await post(page, '/api/old/battles', { cases: [{ id: caseId, count: 1 }], mode: '1v1' });
  expect(created.ok, JSON.stringify(created.body)).toBe(true);
  const ulid = created.body.data!.battle_ulid as string;
  expect((await post(page, '/api/old/start', { ulid })).ok).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/old/battle?ulid=${ulid}`)).json()) as { data: { status: string } }).data.status, { timeout: 60_000 })
    .toBe('finished');

  // The fairness check recomputes the first drop in the browser once the seed is revealed.
  expect((await page.request.post('/api/v1/provably-fair/rotate', { headers: fromSite(page) })).ok()).toBe(true);
  await page.goto(`/provably-fair/check?opening=${first.opening_id}`);
  await expect(page.getByTestId('check-item-name')).toHaveText(first.name);
  // …and its wear float, which agrees with the stored one.
  const checkedFloat = page.getByTestId('check-float');
  await expect(checkedFloat.getByTestId('wear-float')).toHaveAttribute('data-float', String(first.float));
  await expect(checkedFloat.getByTestId('check-match')).toHaveText('совпадает с износом предмета');

  // The contract's check recomputes the prize's float and shows its exterior.
  await page.goto(`/provably-fair/check?contract=${contract.body.data!.contract_id as number}`);
  const contractFloat = page.getByTestId('record-float');
  await expect(contractFloat.getByTestId('wear-float')).toHaveAttribute('data-float', String(prize.float));
  await expect(contractFloat.getByTestId('wear-float')).toContainText(/^(FN|MW|FT|WW|BS)/);
  await expect(contractFloat.getByTestId('record-match')).toHaveText('совпадает с износом предмета');
});
