import { GAME_TITLES, type SiteConfig } from '@tastydrop/domain';

/** Documents in the `legal` namespace; each is `{ title, updated, sections }`. */
export const LEGAL_DOCUMENTS = ['userAgreement', 'privacy', 'eventRules', 'cookies', 'contacts'] as const;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENTS)[number];

export interface LegalTable {
  columns: string[];
  rows: string[][];
}

/** One numbered part of a document: a heading, its paragraphs and an optional list or table after them. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  table?: LegalTable;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isTable(value: unknown): value is LegalTable {
  if (typeof value !== 'object' || value === null) return false;
  const { columns, rows } = value as Record<string, unknown>;
  return isStringArray(columns) && Array.isArray(rows) && rows.every(isStringArray);
}

function isSection(value: unknown): value is LegalSection {
  if (typeof value !== 'object' || value === null) return false;
  const { heading, paragraphs, list, table } = value as Record<string, unknown>;
  return (
    typeof heading === 'string' &&
    isStringArray(paragraphs) &&
    (list === undefined || isStringArray(list)) &&
    (table === undefined || isTable(table))
  );
}

/**
 * What `t('<doc>.sections', { returnObjects: true })` gave, checked: a missing key comes back as a string,
 * and a malformed entry is skipped rather than breaking the page.
 */
export function toSections(value: unknown): LegalSection[] {
  return Array.isArray(value) ? value.filter(isSection) : [];
}

/** Anchor prefixes: `/user-agreement#user-agreement-7` links to section 7. */
const ANCHOR_PREFIX: Record<LegalDocumentKey, string> = {
  userAgreement: 'user-agreement',
  privacy: 'privacy',
  eventRules: 'event-rules',
  cookies: 'cookies',
  contacts: 'contacts',
};

export const sectionAnchor = (doc: LegalDocumentKey, index: number): string => `${ANCHOR_PREFIX[doc]}-${index + 1}`;
export const documentAnchor = (doc: LegalDocumentKey): string => ANCHOR_PREFIX[doc];

/** Interpolation values of the legal texts, taken from the site configuration. */
export interface LegalValues {
  project: string;
  /** The game whose items the site deals in, as the documents name it. */
  gameTitle: string;
  siteUrl: string;
  beneficiary: string;
  registrationNumber: string;
  address: string;
  supportMail: string;
  partnerMail: string;
  adContacts: string;
}

export function legalValues(config: SiteConfig, origin: string): LegalValues {
  const siteUrl = (config.baseUrl || origin).replace(/\/+$/, '');
  // An address the operator did not configure: the texts point to the contacts page instead.
  const contacts = `${siteUrl}/contacts`;
  return {
    project: config.project,
    gameTitle: GAME_TITLES[config.game],
    siteUrl,
    beneficiary: config.legalData.beneficiary,
    registrationNumber: config.legalData.registrationNumber,
    address: config.legalData.address,
    supportMail: config.contacts.supportMail || contacts,
    partnerMail: config.contacts.partnerMail || contacts,
    adContacts: config.contacts.adContacts || contacts,
  };
}

/** `mailto:` for an address; anything that is not an e-mail (a messenger link, a URL) is linked as it is. */
export function contactHref(contact: string): string {
  return /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(contact) ? `mailto:${contact}` : contact;
}
