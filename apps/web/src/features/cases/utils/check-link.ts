import { paths } from '../../../config/paths';

/** The check page prefilled from one opening. */
export function checkOpeningHref(openingId: number): string {
  return `${paths.fairCheck}?opening=${openingId}`;
}

/** The check page with a case chosen, so the checked ticket shows its drop. */
export function checkCaseHref(caseName: string): string {
  return `${paths.fairCheck}?case=${encodeURIComponent(caseName)}`;
}
