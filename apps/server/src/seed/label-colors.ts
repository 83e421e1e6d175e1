import type { CaseLabel } from '../platform/db/schema/index.js';

/** Default label colours by type. */
export const LABEL_COLORS: Record<CaseLabel['type'], string> = {
  bestseller: '#ff7a45',
  cashback: '#3dd68c',
  fifty_fifty: '#4b69ff',
  free: '#ade55c',
  new: '#f03573',
  update: '#5e98d9',
  exclusive: '#d32ce6',
  custom: '#ffd166',
};
