import { describe, it, expect } from 'vitest';
import { buildSiteConfig } from '@tastydrop/domain';
import { caseSeo, DEFAULT_SEO, matchRoute, normalizeSeoPath, NOT_FOUND_SEO, notFoundSeo, prettifyCaseName, SEO_DESCRIPTION_MAX, SEO_TABLE, SEO_TITLE_MAX, seoFor } from './seo-table.js';
import { CS_SEO_TABLE } from './seo-table-cs.js';

/** Every client route the brief lists; parameters filled with sample values. */
const ROUTES = [
  '/', '/land1', '/sapper', '/faq', '/bonuses', '/cookies', '/contacts', '/upgrades', '/daily-cases', '/leaderboard',
  '/offers-shop', '/skin-exchange', '/quick-sale', '/user-agreement', '/event', '/event/top', '/event/new-cases', '/event/coin-cases', '/event/raffle',
  '/event-condition', '/top', '/profile/42', '/open/arcana-box', '/refill', '/refill/result', '/refill/unauth', '/cardform',
  '/battles', '/battles/create', '/battles/details', '/battles/history', '/battles/01HZX3K9', '/battles/statistics',
  '/contracts', '/provably-fair/check', '/provably-fair/settings', '/provably-fair/instructions',
  '/provably-fair/case-history/17', '/stats',
];

const CYRILLIC = /[а-яё]/i;

describe('seoFor', () => {
  it.each(ROUTES)('gives %s Russian texts within the limits', (path) => {
    const { title, description } = seoFor(path);
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(title).toMatch(CYRILLIC);
    expect(description).toMatch(CYRILLIC);
  });

  it('gives every route except the main page its own text ending with the brand', () => {
    for (const path of ROUTES.filter((p) => p !== '/')) {
      expect(seoFor(path), path).not.toEqual(DEFAULT_SEO);
      expect(seoFor(path).title, path).toMatch(/ — TastyDrop$/);
    }
  });

  it('keeps every table entry within the limits, including generated case texts', () => {
    for (const [route, entry] of SEO_TABLE) {
      const seo = typeof entry === 'function' ? entry('x'.repeat(200)) : entry;
      expect(seo.title.length, route).toBeLessThanOrEqual(SEO_TITLE_MAX);
      expect(seo.description.length, route).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    }
  });

  it('ignores the query string, the hash, the origin and trailing slashes', () => {
    const faq = seoFor('/faq');
    expect(seoFor('/faq/')).toEqual(faq);
    expect(seoFor('/faq?utm_source=vk&u_tm=1')).toEqual(faq);
    expect(seoFor('/faq/?a=1#q-19')).toEqual(faq);
    expect(seoFor('https://tastydrop.example/faq//')).toEqual(faq);
    expect(seoFor('/')).toEqual(DEFAULT_SEO);
    expect(seoFor('')).toEqual(DEFAULT_SEO);
    expect(seoFor('/?u_tm=5')).toEqual(DEFAULT_SEO);
  });

  it('matches parameter routes and lets static routes win over them', () => {
    expect(seoFor('/battles/01HZX3K9').title).toBe('Битва кейсов — TastyDrop');
    expect(seoFor('/battles/create').title).toBe('Создать битву кейсов — TastyDrop');
    expect(seoFor('/battles/statistics/').title).toBe('Статистика битв — TastyDrop');
    expect(seoFor('/profile/42?tab=inventory').title).toBe('Профиль игрока — TastyDrop');
    expect(seoFor('/provably-fair/case-history/17').title).toBe('История открытий кейса — TastyDrop');
  });

  it('puts the prettified case name into the case page texts', () => {
    const seo = seoFor('/open/arcana-box?from=main');
    expect(seo.title).toBe('Кейс Arcana Box: открыть онлайн — TastyDrop');
    expect(seo.description).toContain('Arcana Box');
    expect(seoFor('/open/%D0%BB%D0%B5%D1%82%D0%BE_2024').title).toContain('Лето 2024');
  });

  it('gives unknown paths the not-found texts and no route', () => {
    const { seo } = buildSiteConfig({ game: 'dota', baseUrl: 'https://tastydrop.example', authProviders: [] });
    expect(DEFAULT_SEO).toEqual(seo);
    for (const path of ['/no/such/page', '/open', '/battles/1/extra', '/FAQ']) {
      expect(seoFor(path), path).toEqual(NOT_FOUND_SEO);
      expect(matchRoute(path), path).toBeNull();
    }
    expect(NOT_FOUND_SEO.title).toBe('Страница не найдена — TastyDrop');
    expect(matchRoute('/open/x')).toEqual({ route: '/open/:caseName', param: 'x' });
    expect(matchRoute('/techies')).toEqual({ route: '/techies', param: '' });
  });

  it('titles a case from its own title, without doubling the word', () => {
    expect(caseSeo('Кейс Axe').title).toBe('Кейс Axe: открыть онлайн — TastyDrop');
    expect(caseSeo('Золотой').title).toBe('Кейс «Золотой»: открыть онлайн — TastyDrop');
    expect(caseSeo('Золотой').description).toContain('кейс «Золотой»');
    expect(caseSeo('Я'.repeat(200)).title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
  });
});

describe('seoFor on the CS site', () => {
  /** Words of the Dota site that mean nothing to a CS2 player. */
  const DOTA_WORDS = /dota|дот[аы]|аркан|бессмертн|techies|герои?\b/i;
  /** Words a CS2 player recognises: the game, its skins and their wear. */
  const CS_WORDS = /CS2|скин|нож|перчат|StatTrak|float|износ/;

  it('has a text for every route of the Dota site and no other', () => {
    expect([...CS_SEO_TABLE.keys()].sort()).toEqual([...SEO_TABLE.keys()].sort());
  });

  it.each(ROUTES)('gives %s its own Russian CS text within the limits, naming the CS site', (path) => {
    const cs = seoFor(path, 'cs');
    expect(cs.title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    expect(cs.description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(cs.title).toMatch(CYRILLIC);
    expect(cs.description).toMatch(CYRILLIC);
    expect(`${cs.title} ${cs.description}`).not.toMatch(DOTA_WORDS);
    expect(cs).not.toEqual(seoFor(path, 'dota'));
    if (path !== '/') expect(cs.title).toMatch(/ — TastyDrop CS$/);
  });

  it('speaks of CS2 wherever the Dota text speaks of Dota 2', () => {
    for (const path of ROUTES) {
      const dota = seoFor(path, 'dota');
      if (!/Dota 2/.test(`${dota.title} ${dota.description}`)) continue;
      expect(`${seoFor(path, 'cs').title} ${seoFor(path, 'cs').description}`, path).toMatch(CS_WORDS);
    }
  });

  it('keeps every CS table entry within the limits, including generated case texts', () => {
    for (const [route, entry] of CS_SEO_TABLE) {
      const seo = typeof entry === 'function' ? entry('x'.repeat(200)) : entry;
      expect(seo.title.length, route).toBeLessThanOrEqual(SEO_TITLE_MAX);
      expect(seo.description.length, route).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    }
  });

  it('titles a CS case from its own title and gives unknown paths the CS not-found texts', () => {
    expect(caseSeo('Кейс «Лихорадка»', 'cs').title).toBe('Кейс «Лихорадка» CS2: открыть — TastyDrop CS');
    expect(caseSeo('Кейс «Лихорадка»', 'cs').description).toContain('StatTrak™');
    expect(caseSeo('Я'.repeat(200), 'cs').title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    expect(seoFor('/no/such/page', 'cs')).toEqual(notFoundSeo('cs'));
    expect(notFoundSeo('cs')).not.toEqual(NOT_FOUND_SEO);
    expect(seoFor('/', 'cs').title).toContain('CS2');
  });
});

describe('prettifyCaseName', () => {
  it('turns a slug into words with capitals', () => {
    expect(prettifyCaseName('arcana-box')).toBe('Arcana Box');
    expect(prettifyCaseName('immortal__treasure-III')).toBe('Immortal Treasure III');
  });

  it('drops markup characters and survives malformed escapes', () => {
    expect(prettifyCaseName('<script>alert(1)</script>')).toBe('Script Alert 1 Script');
    expect(prettifyCaseName('bad%E0%A4%A')).toBe('Bad E0 A4 A');
    expect(prettifyCaseName('---')).toBe('');
  });

  it('shortens very long names with an ellipsis', () => {
    const name = prettifyCaseName('a'.repeat(100));
    expect(name.length).toBeLessThanOrEqual(36);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('normalizeSeoPath', () => {
  it('reduces any form of a path to its canonical form', () => {
    expect(normalizeSeoPath('faq')).toBe('/faq');
    expect(normalizeSeoPath('  /event/top///?x#y ')).toBe('/event/top');
    expect(normalizeSeoPath('http://localhost:5173/battles/create?u_tm=1')).toBe('/battles/create');
  });
});
