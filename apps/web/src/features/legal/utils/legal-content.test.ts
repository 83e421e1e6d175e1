import { describe, expect, it } from 'vitest';
import { buildSiteConfig } from '@tastydrop/domain';
import legal from '../../../locales/ru/legal.json';
import { contactHref, LEGAL_DOCUMENTS, legalValues, sectionAnchor, toSections } from './legal-content';

describe('toSections', () => {
  it('accepts headings with paragraphs, lists and tables', () => {
    const sections = toSections([
      { heading: 'A', paragraphs: ['x'] },
      { heading: 'B', paragraphs: [], list: ['y'] },
      { heading: 'C', paragraphs: [], table: { columns: ['n'], rows: [['v']] } },
    ]);
    expect(sections.map((s) => s.heading)).toEqual(['A', 'B', 'C']);
  });

  it('gives an empty list for a missing key and skips malformed entries', () => {
    expect(toSections('userAgreement.sections')).toEqual([]);
    expect(toSections([{ heading: 'A' }, { heading: 'B', paragraphs: [1] }, null])).toEqual([]);
    expect(toSections([{ heading: 'A', paragraphs: [], table: { columns: ['n'], rows: 'v' } }])).toEqual([]);
  });

  it('accepts every document of legal.json as it is written', () => {
    for (const doc of LEGAL_DOCUMENTS) {
      const raw = legal[doc].sections;
      expect(toSections(raw), doc).toHaveLength(raw.length);
      expect(raw.length, doc).toBeGreaterThan(0);
    }
    expect(legal.userAgreement.sections.length).toBeGreaterThanOrEqual(12);
  });
});

describe('legalValues', () => {
  const config = buildSiteConfig({
    game: 'dota',
    baseUrl: 'https://tastydrop.example/',
    authProviders: [],
    contacts: { supportMail: 'support@tastydrop.example' },
  });

  it('takes company data and contacts from the site configuration', () => {
    const values = legalValues(config, 'http://localhost:5173');
    expect(values.siteUrl).toBe('https://tastydrop.example');
    expect(values.supportMail).toBe('support@tastydrop.example');
    expect(values.beneficiary).toBe(config.legalData.beneficiary);
  });

  it('names the site’s own game', () => {
    expect(legalValues(config, '').gameTitle).toBe('Dota 2');
    expect(legalValues({ ...config, game: 'cs' }, '').gameTitle).toBe('Counter-Strike 2');
  });

  it('points to the contacts page for an address that is not configured', () => {
    expect(legalValues(config, '').partnerMail).toBe('https://tastydrop.example/contacts');
  });

  it('falls back to the page origin when the configuration has no base URL', () => {
    expect(legalValues({ ...config, baseUrl: '' }, 'http://localhost:5173').siteUrl).toBe('http://localhost:5173');
  });
});

describe('anchors and links', () => {
  it('numbers sections from 1 under a readable prefix', () => {
    expect(sectionAnchor('userAgreement', 0)).toBe('user-agreement-1');
    expect(sectionAnchor('eventRules', 4)).toBe('event-rules-5');
  });

  it('mails e-mail addresses and links anything else as it is', () => {
    expect(contactHref('ads@tastydrop.example')).toBe('mailto:ads@tastydrop.example');
    expect(contactHref('https://t.me/tastydrop_ads')).toBe('https://t.me/tastydrop_ads');
  });
});
