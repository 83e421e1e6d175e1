import { TECHIES_DEFAULT_MINES, toWire, type TechiesGame } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashOut } from '../api/cash-out';
import { useActiveGame } from '../api/get-active-game';
import { useRevealCell } from '../api/reveal-cell';
import { useStartGame } from '../api/start-game';
import { techiesErrorText } from '../utils/techies-error';

/** The stake the page starts with, in kopecks (10 ₽). */
const DEFAULT_STAKE = 1000;

/**
 * One player's table: the running game (from the server, so a reload resumes it), the last finished one
 * until a new game starts, the form's stake and mines, and the three moves with their errors.
 */
export function useTechiesPlay() {
  const { t } = useTranslation('techies');
  const active = useActiveGame(true);
  const start = useStartGame();
  const reveal = useRevealCell();
  const cash = useCashOut();
  const [stake, setStake] = useState(toWire(DEFAULT_STAKE).toFixed(2));
  const [mines, setMines] = useState(TECHIES_DEFAULT_MINES);
  const [finished, setFinished] = useState<TechiesGame | null>(null);
  const [error, setError] = useState<string | null>(null);

  const running = active.data?.game ?? null;
  const game = running ?? finished;
  const busy = start.isPending || reveal.isPending || cash.isPending;
  const settle = (done: { game: TechiesGame }) => setFinished(done.game.status === 'active' ? null : done.game);
  const fail = (e: unknown) => setError(techiesErrorText(e, t));
  // A refused move means the page was behind the server: read the game again.
  const failMove = (e: unknown) => {
    fail(e);
    void active.refetch();
  };

  return {
    game,
    running,
    loading: active.isPending,
    loadFailed: active.isError,
    retry: () => void active.refetch(),
    stake,
    setStake,
    mines,
    setMines,
    error,
    busy,
    starting: start.isPending,
    pendingCell: reveal.isPending ? (reveal.variables?.cell ?? null) : null,
    onStart: (kopecks: number) => {
      setError(null);
      start.mutate({ stake: toWire(kopecks), mines }, { onSuccess: settle, onError: fail });
    },
    onReveal: (cell: number) => {
      if (!running) return;
      setError(null);
      reveal.mutate({ gameId: running.id, cell }, { onSuccess: settle, onError: failMove });
    },
    onCashOut: () => {
      if (!running) return;
      setError(null);
      cash.mutate({ gameId: running.id }, { onSuccess: settle, onError: failMove });
    },
  };
}
