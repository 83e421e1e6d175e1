import { describe, expect, it } from 'vitest';
import { RARITIES, RARITY_COLORS } from '@tastydrop/domain';
import { renderCaseSvg, renderItemSvg } from '../src/modules/catalog/art/index.js';
import { DOTA_ITEMS, ITEM_SLOTS } from '../src/seed/catalog/index.js';

const MAX_BYTES = 6 * 1024;

/**
 * A small well-formedness check: one root element, balanced and properly nested tags, quoted and
 * non-repeated attributes, no stray `<`, and every `&` starting an entity. Returns the problems found.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const entity = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
  const name = /^[A-Za-z_][\w:.-]*/;
  let roots = 0;
  let i = 0;
  const checkText = (text: string, where: string) => {
    for (let k = text.indexOf('&'); k !== -1; k = text.indexOf('&', k + 1)) {
      if (!entity.test(text.slice(k))) problems.push(`bare & in ${where}`);
    }
  };
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (text.trim() && stack.length === 0) problems.push('text outside the root');
    checkText(text, 'text');
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end === -1) return [...problems, 'unclosed comment'];
      i = end + 3;
      continue;
    }
    if (xml.startsWith('</', lt)) {
      const m = name.exec(xml.slice(lt + 2));
      const close = m ? xml.indexOf('>', lt) : -1;
      if (!m || close === -1 || xml.slice(lt + 2 + m[0].length, close).trim()) return [...problems, `bad end tag at ${lt}`];
      const open = stack.pop();
      if (open !== m[0]) problems.push(`</${m[0]}> closes <${open ?? 'nothing'}>`);
      i = close + 1;
      continue;
    }
    const m = name.exec(xml.slice(lt + 1));
    if (!m) return [...problems, `bad tag at ${lt}`];
    let j = lt + 1 + m[0].length;
    const seen = new Set<string>();
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(j))?.[0].length ?? 0;
      j += ws;
      if (xml.startsWith('/>', j) || xml[j] === '>') break;
      if (ws === 0) return [...problems, `missing space before attribute in <${m[0]}>`];
      const attr = name.exec(xml.slice(j));
      if (!attr) return [...problems, `bad attribute in <${m[0]}> at ${j}`];
      if (seen.has(attr[0])) problems.push(`repeated ${attr[0]} in <${m[0]}>`);
      seen.add(attr[0]);
      j += attr[0].length;
      const quote = xml[j + 1];
      if (xml[j] !== '=' || (quote !== '"' && quote !== "'")) return [...problems, `unquoted ${attr[0]} in <${m[0]}>`];
      const end = xml.indexOf(quote, j + 2);
      if (end === -1) return [...problems, `unterminated ${attr[0]}`];
      const value = xml.slice(j + 2, end);
      if (value.includes('<')) problems.push(`< in ${attr[0]}`);
      checkText(value, `${attr[0]}`);
      j = end + 1;
    }
    if (stack.length === 0) roots++;
    if (xml[j] === '>') {
      stack.push(m[0]);
      i = j + 1;
    } else {
      i = j + 2;
    }
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

describe('the well-formedness check itself', () => {
  it('accepts good XML and rejects broken XML', () => {
    expect(xmlProblems('<svg a="1"><g><path d="M0 0"/></g><title>a &amp; b</title></svg>')).toEqual([]);
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><title>a & b</title></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg a=1></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg a="1" a="2"></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg></svg><svg></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><title>a < b</title></svg>')).not.toEqual([]);
  });
});

describe('item art', () => {
  it('is well-formed, under 6 KB and deterministic for every catalog item', () => {
    for (const item of DOTA_ITEMS) {
      const svg = renderItemSvg(item);
      expect(xmlProblems(svg), item.slug).toEqual([]);
      expect(Buffer.byteLength(svg), item.slug).toBeLessThan(MAX_BYTES);
      expect(renderItemSvg({ ...item })).toBe(svg);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 256 192"/);
    }
  });

  it('covers every slot and rarity, showing the rarity colour', () => {
    for (const slot of ITEM_SLOTS) {
      for (const rarity of RARITIES) {
        const svg = renderItemSvg({ name: `Test ${slot}`, hero: 'Pudge', slot, rarity });
        expect(xmlProblems(svg), `${slot}/${rarity}`).toEqual([]);
        expect(svg.toLowerCase()).toContain(RARITY_COLORS[rarity].toLowerCase());
        expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
      }
    }
  });

  it('differs between items, even of the same hero, slot and rarity', () => {
    const a = renderItemSvg({ name: 'Heavy Steel Axe', hero: 'Axe', slot: 'weapon', rarity: 'common' });
    const b = renderItemSvg({ name: 'Heavy Steel Belt', hero: 'Axe', slot: 'weapon', rarity: 'common' });
    expect(a).not.toBe(b);
    const all = new Set(DOTA_ITEMS.map((i) => renderItemSvg(i)));
    expect(all.size).toBe(DOTA_ITEMS.length);
  });

  it('escapes the name and hero', () => {
    const svg = renderItemSvg({ name: 'Blade <of> "Doom" & Co\'s', hero: 'Q<&>"', slot: 'weapon', rarity: 'rare' });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('Blade &lt;of&gt; &quot;Doom&quot; &amp; Co&apos;s');
    expect(svg).not.toContain('<of>');
    expect(svg).not.toContain('"Doom"');
    expect(xmlProblems(renderItemSvg({ name: 'Bell\u0007 \u0000Tone', hero: 'Io', slot: 'music', rarity: 'rare' }))).toEqual([]);
  });

  it('marks a CS skin with its exterior and StatTrak™, and nothing else', () => {
    const exteriorMark = (svg: string) => [...svg.matchAll(/letter-spacing=".4">([^<]+)</g)].map((m) => m[1]);
    const st = renderItemSvg({ name: 'StatTrak™ AK-47 | Redline (Field-Tested)', hero: 'AK-47', slot: 'rifle', rarity: 'legendary' });
    expect(xmlProblems(st)).toEqual([]);
    expect(exteriorMark(st)).toEqual(['FT', 'ST™']);
    expect(exteriorMark(renderItemSvg({ name: '★ Karambit | Fade (Factory New)', hero: 'Karambit', slot: 'knife', rarity: 'ultra' }))).toEqual(['FN']);
    expect(exteriorMark(renderItemSvg({ name: 'AWP | Asiimov (Battle-Scarred)', hero: 'AWP', slot: 'sniper', rarity: 'ancient' }))).toEqual(['BS']);
    expect(exteriorMark(renderItemSvg({ name: 'Sir Bloody Darryl | The Professionals', hero: 'Agent', slot: 'agent', rarity: 'ancient' }))).toEqual([]);
  });

  it('draws a hero bust behind a Dota item and a scope reticle, never a hero, behind a CS item', () => {
    const bust = 'M8 100c2-20 16-30 30-32l4-8h16l4 8c14 2 28 12 30 32z';
    const reticle = /<circle r="52"\/><circle r="30" stroke-dasharray="6 5"\/>/;
    const dota = renderItemSvg({ name: 'Heavy Steel Axe', hero: 'Axe', slot: 'weapon', rarity: 'rare' });
    expect(dota).toContain(bust);
    expect(dota).not.toMatch(reticle);
    for (const slot of ['rifle', 'sniper', 'pistol', 'smg', 'heavy', 'knife', 'glove', 'agent']) {
      const cs = renderItemSvg({ name: `Test ${slot} | Fade (Minimal Wear)`, hero: 'AK-47', slot, rarity: 'ancient' });
      expect(xmlProblems(cs), slot).toEqual([]);
      expect(cs, slot).not.toContain(bust);
      expect(cs, slot).toMatch(reticle);
    }
  });

  it('falls back to the gem for an unknown slot', () => {
    const svg = renderItemSvg({ name: 'Odd', hero: 'Io', slot: 'nonsense', rarity: 'arcana' });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toBe(renderItemSvg({ name: 'Odd', hero: 'Io', slot: 'nonsense', rarity: 'arcana' }));
  });
});

describe('case art', () => {
  const theme = { title: 'Arcana Vault', colors: ['#6b2fb3', '#1d0b3a'] as [string, string], accent: '#ade55c' };

  it('is a well-formed, deterministic 256×256 chest under 6 KB', () => {
    for (const rarity of [undefined, ...RARITIES]) {
      const svg = renderCaseSvg({ ...theme, ...(rarity ? { rarity } : {}) });
      expect(xmlProblems(svg)).toEqual([]);
      expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
      expect(svg).toMatch(/viewBox="0 0 256 256"/);
      expect(renderCaseSvg({ ...theme, ...(rarity ? { rarity } : {}) })).toBe(svg);
      if (rarity) expect(svg.toLowerCase()).toContain(RARITY_COLORS[rarity].toLowerCase());
    }
  });

  it('uses the theme colours and differs between themes', () => {
    const svg = renderCaseSvg(theme);
    for (const c of [...theme.colors, theme.accent]) expect(svg).toContain(c);
    expect(renderCaseSvg({ ...theme, title: 'Other' })).not.toBe(svg);
  });

  it('escapes the title and ignores colours that are not colours', () => {
    const svg = renderCaseSvg({ title: 'Gold <b> & "Co"', colors: ['"/><script>x</script>', 'red'], accent: 'url(javascript:x)' });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('Gold &lt;b&gt; &amp; &quot;Co&quot;');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('javascript');
  });
});
