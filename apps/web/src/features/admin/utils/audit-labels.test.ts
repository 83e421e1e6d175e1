import * as domain from '@tastydrop/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import texts from '../../../locales/ru/admin.json';

type Tree = { [key: string]: string | Tree };
const lookup = (path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], texts as unknown as Tree);
const hasText = (path: string) => typeof lookup(path) === 'string' && /[а-яё]/i.test(lookup(path) as string);

/** The console's edits: the audit log shows their fields before and after (components/audit-changes.tsx). */
const EDITS = [
  'ConsoleCaseInput',
  'ConsoleItemInput',
  'ConsoleSectionInput',
  'EventCaseInput',
  'ExperimentInput',
  'FlagInput',
  'MissionInput',
  'OfferInput',
  'PassLevelInput',
  'PromoCodeInput',
  'SupportCannedAnswerInput',
  'SupportOfficeHoursInput',
] as const;

describe('audit field labels', () => {
  it('names every field of every console edit in Russian, as the audit log shows it', () => {
    const missing = EDITS.flatMap((name) =>
      Object.keys((domain[name] as unknown as z.ZodObject).shape)
        .filter((key) => !hasText(`auditFields.${key}`) && !hasText(`columns.${key}`))
        .map((key) => `${name}.${key}`),
    );
    expect(missing).toEqual([]);
  });
});
