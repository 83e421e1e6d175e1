import type { CaseCard } from '@tastydrop/domain';
import type { CaseCatalog } from '../cases/case-catalog.js';
import { presentCaseCard } from '../cases/present-case.js';
import type { EventRow } from './current-event.js';

/** The event's cases: the listed slugs first, then the cases of event sections, in catalog order. */
export async function listEventCases(catalog: CaseCatalog, event: EventRow, count?: number): Promise<CaseCard[]> {
  const { sections, cases } = await catalog.all();
  const eventSections = new Set(sections.filter((s) => s.isEvent).map((s) => s.id));
  const listed = event.caseSlugs.flatMap((slug) => cases.filter((c) => c.row.slug === slug));
  const inSections = cases.filter((c) => eventSections.has(c.row.sectionId) && !event.caseSlugs.includes(c.row.slug));
  const all = [...listed, ...inSections].filter((c) => c.row.available);
  return (count ? all.slice(0, count) : all).map((c) => presentCaseCard(c));
}
