import type { CaseSection } from '@tastydrop/domain';
import type { CaseCatalog } from './case-catalog.js';
import { presentCaseCard } from './present-case.js';

export interface SectionFilter {
  main?: boolean | undefined;
  battle?: boolean | undefined;
  event?: boolean | undefined;
  /** 'active' (available) and/or 'ended' (not available); default both. */
  caseStatuses?: string[] | undefined;
  /** 'active' and/or 'hidden'; default active. */
  sectionStatuses?: string[] | undefined;
}

/** Sections with their cases, filtered as the main page, battles or events need. */
export async function listSections(catalog: CaseCatalog, filter: SectionFilter): Promise<CaseSection[]> {
  const { sections, cases } = await catalog.all();
  const sectionStatuses = filter.sectionStatuses?.length ? filter.sectionStatuses : ['active'];
  const caseStatuses = filter.caseStatuses?.length ? filter.caseStatuses : ['active', 'ended'];
  return sections
    .filter((s) => sectionStatuses.includes(s.status))
    .filter((s) => filter.main === undefined || s.showOnMain === filter.main)
    .filter((s) => filter.battle === undefined || s.showInBattles === filter.battle)
    .filter((s) => filter.event === undefined || s.isEvent === filter.event)
    .map((s) => ({
      id: s.id,
      name: s.name,
      slug: s.slug,
      isEvent: s.isEvent,
      appearanceData: s.appearance,
      cases: cases
        .filter((c) => c.row.sectionId === s.id)
        .filter((c) => caseStatuses.includes(c.row.available ? 'active' : 'ended'))
        .map((c) => presentCaseCard(c)),
    }))
    .filter((s) => s.cases.length > 0);
}
