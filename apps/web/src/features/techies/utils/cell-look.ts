import type { TechiesGame } from '@tastydrop/domain';

export type CellLook = 'closed' | 'gem' | 'hit' | 'hiddenGem' | 'hiddenMine';

/** How a cell looks: opened cells as they were found; once the game is over, the rest of the field dimmed. */
export function cellLook(game: Pick<TechiesGame, 'status' | 'revealed' | 'mineCells'> | null, cell: number): CellLook {
  if (!game) return 'closed';
  const opened = game.revealed.includes(cell);
  const mined = game.mineCells?.includes(cell) ?? false;
  if (opened) return mined ? 'hit' : 'gem';
  if (game.status === 'active') return 'closed';
  return mined ? 'hiddenMine' : 'hiddenGem';
}
