import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const files: Record<string, unknown> = import.meta.glob('./*.json', { eager: true, import: 'default' });

/** Every string of a locale file with its dotted key. */
function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${prefix}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const all = Object.entries(files).flatMap(([file, json]) => strings(json).map(([key, text]) => [`${file}:${key}`, text] as const));
const keys = new Set<string>(all.map(([key]) => key));
const FORMS = ['_one', '_few', '_many'];

describe('Russian plural forms', () => {
  it('gives every counted string the one, few and many forms', () => {
    expect(Object.keys(files).length).toBeGreaterThan(10);
    expect(keys.has('./cases.json:contents.count_many')).toBe(true);
    const problems: string[] = [];
    for (const [key, text] of all) {
      const base = key.replace(/_(one|few|many|other)$/, '');
      // "{{count}} из {{max}}" reads the same for every number.
      if (/\{\{count\}\}(?! из)/.test(text) && base === key) problems.push(`${key} counts without plural forms`);
      if (base !== key) for (const form of FORMS) if (!keys.has(`${base}${form}`)) problems.push(`${base} lacks ${form}`);
    }
    expect(problems).toEqual([]);
  });

  it('never puts a bare number before a counted noun', () => {
    // "{{n}} предметов", "+{{coins}} монет": such strings must be plural families.
    const NOUNS = /\{\{\w+\}\} (предмет|кейс|монет|открыти|игрок|вариант|ответ|рулет|апгрейд|бит)/;
    const bare = all.filter(([key, text]) => NOUNS.test(text) && !/_(one|few|many|other)$/.test(key)).map(([key]) => key);
    expect(bare).toEqual([]);
  });

  it('chooses the right form with i18next', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', resources: { ru: { t: { x_one: '{{count}} предмет', x_few: '{{count}} предмета', x_many: '{{count}} предметов', x_other: '{{count}} предмета' } } } });
    const t = i18n.getFixedT('ru', 't');
    expect([1, 2, 5, 11, 21, 22, 25, 111].map((count) => t('x', { count }))).toEqual([
      '1 предмет', '2 предмета', '5 предметов', '11 предметов', '21 предмет', '22 предмета', '25 предметов', '111 предметов',
    ]);
  });
});
