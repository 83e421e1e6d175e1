import { TECHIES_SIDE, type TechiesGame } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { cellLook } from '../utils/cell-look';
import { GemArt, MineArt } from './cell-art';
import styles from './mine-field.module.css';

interface MineFieldProps {
  game: TechiesGame | null;
  /** Cells can be opened (a running game, no call in flight). */
  playable: boolean;
  /** The cell whose answer is awaited. */
  pending: number | null;
  onReveal: (cell: number) => void;
}

/** The 5 × 5 field: big tap targets, a flip as a cell opens, the whole field shown when the game ends. */
export function MineField({ game, playable, pending, onReveal }: MineFieldProps) {
  const { t } = useTranslation('techies');
  return (
    <div className={styles.field} role="grid" aria-label={t('field.label')} data-testid="techies-field" data-status={game?.status ?? 'idle'}>
      {Array.from({ length: TECHIES_SIDE }, (_, row) => (
        <div key={row} role="row" className={styles.row}>
          {Array.from({ length: TECHIES_SIDE }, (_, col) => {
            const cell = row * TECHIES_SIDE + col;
            const look = cellLook(game, cell);
            const label = t(look === 'closed' ? 'field.closed' : look === 'gem' || look === 'hiddenGem' ? 'field.gem' : 'field.mine', { row: row + 1, col: col + 1 });
            return (
              <div key={cell} role="gridcell" className={styles.slot}>
                <button
                  type="button"
                  className={styles.cell}
                  data-look={look}
                  data-pending={pending === cell || undefined}
                  data-testid="techies-cell"
                  data-cell={cell}
                  aria-label={label}
                  disabled={!playable || look !== 'closed'}
                  onClick={() => onReveal(cell)}
                >
                  {(look === 'gem' || look === 'hiddenGem') && <GemArt />}
                  {(look === 'hit' || look === 'hiddenMine') && <MineArt />}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
