import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { server } from '../../../testing/msw-server';
import { renderWithApp } from '../../../testing/render';
import { EMPTY_MISSION } from '../utils/mission-form-values';
import { EMPTY_OFFER } from '../utils/offer-form-values';
import { EMPTY_PROMO } from '../utils/promo-form-values';
import { MissionForm } from './mission-form';
import { OfferForm } from './offer-form';
import { PromoForm } from './promo-form';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const API = 'http://localhost:3000/api/admin';

/** Answers saves with `reply` and keeps every body sent. */
function saves(path: string, reply: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const ok = (data: JsonBodyType) => () => HttpResponse.json({ data });

describe('PromoForm', () => {
  // Many keystrokes: on a busy machine this takes longer than the default five seconds.
  it('refuses what the domain refuses before anything is sent, then sends the checked code', { timeout: 30_000 }, async () => {
    const bodies = saves('promo-codes', ok({ id: 7, approval_id: null }));
    const onSaved = vi.fn();
    renderWithApp(<PromoForm id={null} initial={EMPTY_PROMO} onSaved={onSaved} onCancel={() => undefined} />);
    const form = await screen.findByTestId('promo-form');
    await userEvent.type(within(form).getByTestId('promo-code'), 'ab');
    await userEvent.type(within(form).getByTestId('promo-maxUses'), '1');
    await userEvent.clear(within(form).getByTestId('promo-maxUsesPerUser'));
    await userEvent.type(within(form).getByTestId('promo-maxUsesPerUser'), '2');
    await userEvent.click(within(form).getByTestId('promo-save'));
    expect(await within(form).findByText('От 3 до 32 символов: латинские буквы, цифры, _ и -')).toBeTruthy();
    expect(within(form).getByText('Процент от 0,01 до 100')).toBeTruthy();
    expect(within(form).getByText('Целое число от 1 до 1000, не больше общего лимита')).toBeTruthy();
    expect(bodies).toEqual([]);

    await userEvent.type(within(form).getByTestId('promo-code'), 'c-spring');
    await userEvent.type(within(form).getByTestId('promo-percent'), '12,5');
    await userEvent.clear(within(form).getByTestId('promo-maxUsesPerUser'));
    await userEvent.type(within(form).getByTestId('promo-maxUsesPerUser'), '1');
    await userEvent.click(within(form).getByTestId('promo-add-free'));
    await userEvent.type(within(form).getByTestId('promo-freeCases-0-caseSlug'), 'tasty-start');
    await userEvent.click(within(form).getByTestId('promo-save'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    expect(bodies).toEqual([
      {
        promo: expect.objectContaining({ code: 'ABC-SPRING', type: 'common', percent: 12.5, sum: null, max_uses: 1, max_uses_per_user: 1, free_cases: [{ case_slug: 'tasty-start', opens: 1, hours: null }], active: true }),
      },
    ]);
  });

  it('shows what an instant code can pay out in all, and says when nothing bounds it', { timeout: 30_000 }, async () => {
    renderWithApp(<PromoForm id={null} initial={{ ...EMPTY_PROMO, code: 'BIG', type: 'instant', sum: '1000' }} onSaved={() => undefined} onCancel={() => undefined} />);
    const form = await screen.findByTestId('promo-form');
    expect(within(form).getByTestId('promo-payout-total').textContent).toBe('Задайте число активаций: без него сумма, которую код может выплатить, не ограничена');
    await userEvent.type(within(form).getByTestId('promo-maxUses'), '20');
    expect(within(form).getByTestId('promo-payout-total').textContent).toBe(
      'Всего код может выплатить: 20\u00a0000.00 ₽ (за активацию 1000.00 ₽, активаций 20); бесплатные кейсы считаются при сохранении',
    );
  });

  it("shows the server's refusals in Russian on the fields they name", async () => {
    let answer = 0;
    saves('promo-codes', () =>
      ++answer === 1
        ? HttpResponse.json({ code: 'promo_code_taken', msg: 'taken', parameters: { code: 'WINTER' } }, { status: 409 })
        : HttpResponse.json({ code: 'validation', msg: 'bad', parameters: { in: 'body', fields: { 'free_cases.0.case_slug': 'unknown case nope' } } }, { status: 400 }),
    );
    renderWithApp(<PromoForm id={null} initial={{ ...EMPTY_PROMO, code: 'WINTER', type: 'instant', sum: '100', freeCases: [{ caseSlug: 'nope', opens: '1', hours: '' }] }} onSaved={() => undefined} onCancel={() => undefined} />);
    const form = await screen.findByTestId('promo-form');
    await userEvent.click(within(form).getByTestId('promo-save'));
    expect(await within(form).findByText('Промокод с таким кодом уже существует')).toBeTruthy();
    await userEvent.click(within(form).getByTestId('promo-save'));
    expect(await within(form).findByText('Такого кейса нет в каталоге')).toBeTruthy();
    expect(within(form).getByTestId('promo-form-error').textContent).toBe('Проверьте введённые данные');
  });
});

describe('OfferForm', () => {
  it('asks a personal offer for its trigger and an old price above the price, then sends the roubles as typed', { timeout: 30_000 }, async () => {
    const bodies = saves('offers/3', ok({ id: 3 }));
    const onSaved = vi.fn();
    renderWithApp(<OfferForm id={3} initial={{ ...EMPTY_OFFER, slug: 'night-pack', name: 'Ночной', title: 'Ночной набор', image: '/img/n.png', price: '199', oldPrice: '150', bonusCoins: '25' }} onSaved={onSaved} onCancel={() => undefined} />);
    const form = await screen.findByTestId('offer-form');
    await userEvent.selectOptions(within(form).getByTestId('offer-kind'), 'personal');
    await userEvent.click(within(form).getByTestId('offer-save'));
    expect(await within(form).findByText('Персональному предложению нужен триггер, предложению магазина — нет')).toBeTruthy();
    expect(within(form).getByText('Старая цена должна быть больше цены')).toBeTruthy();
    expect(bodies).toEqual([]);

    await userEvent.selectOptions(within(form).getByTestId('offer-triggerType'), 'welcome');
    await userEvent.clear(within(form).getByTestId('offer-oldPrice'));
    await userEvent.type(within(form).getByTestId('offer-oldPrice'), '299');
    await userEvent.click(within(form).getByTestId('offer-save'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(bodies).toEqual([{ offer: expect.objectContaining({ slug: 'night-pack', kind: 'personal', trigger_type: 'welcome', price: 199, old_price: 299, bonus_coins: 25, bonus_money: 0, lifetime_hours: 24 }) }]);
  });
});

describe('MissionForm', () => {
  it('asks a free case prize for its case and a level band that is not upside down, then sends the mission', { timeout: 30_000 }, async () => {
    const bodies = saves('missions/4', ok({ id: 9 }));
    const onSaved = vi.fn();
    renderWithApp(<MissionForm id={4} initial={{ ...EMPTY_MISSION, type: 'email', amount: '10' }} onSaved={onSaved} onCancel={() => undefined} />);
    const form = await screen.findByTestId('mission-form');
    await userEvent.selectOptions(within(form).getByTestId('mission-prizeKind'), 'freeCase');
    await userEvent.click(within(form).getByTestId('mission-save'));
    expect(await within(form).findByText('Укажите кейс')).toBeTruthy();
    await userEvent.type(within(form).getByTestId('mission-caseSlug'), 'tasty-start');
    await userEvent.clear(within(form).getByTestId('mission-minLevel'));
    await userEvent.type(within(form).getByTestId('mission-minLevel'), '20');
    await userEvent.type(within(form).getByTestId('mission-maxLevel'), '10');
    await userEvent.click(within(form).getByTestId('mission-save'));
    expect(await within(form).findByText('Уровень от 0 до 200, не ниже наименьшего')).toBeTruthy();
    expect(bodies).toEqual([]);

    await userEvent.clear(within(form).getByTestId('mission-maxLevel'));
    await userEvent.click(within(form).getByTestId('mission-save'));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(bodies).toEqual([{ mission: expect.objectContaining({ type: 'email', prize_kind: 'freeCase', amount: null, free_case: { case_slug: 'tasty-start', opens: 1, hours: null }, min_level: 20, max_level: null }) }]);
  });
});
