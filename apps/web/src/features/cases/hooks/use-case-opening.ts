import { useQueryClient } from '@tanstack/react-query';
import type { Opening } from '../../../components/case-opening/reels';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useOpenCase } from '../api/open-case';
import { queryKeys } from '../../../lib/query-keys';


export type OpeningPhase = { kind: 'idle' } | ({ kind: 'spinning' } & Opening) | ({ kind: 'result' } & Opening);

/**
 * The life of an opening on the case page: idle → (request) → spinning reels → result → idle.
 * Without animation (fast open, reduced motion) the result shows at once.
 */
export function useCaseOpening(slug: string, animate: boolean) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const mutation = useOpenCase(slug);
  const [phase, setPhase] = useState<OpeningPhase>({ kind: 'idle' });
  const sequence = useRef(0);
  const revealed = useRef(0);

  // The won items join the inventory value when the player sees them: the user (and the case's counters) reload then.
  const reveal = useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.users.me });
    void client.invalidateQueries({ queryKey: queryKeys.cases.details(slug) });
  }, [client, slug]);

  const open = useCallback(
    (count: number) => {
      mutation.mutate(count, {
        onSuccess: (opened) => {
          sequence.current += 1;
          const opening: Opening = { id: sequence.current, opened, count };
          if (animate) {
            setPhase({ kind: 'spinning', ...opening });
          } else {
            revealed.current = opening.id;
            reveal();
            setPhase({ kind: 'result', ...opening });
          }
        },
        // The alert comes from the query client's error handler; a short balance also leads to the top-up page.
        onError: (error) => {
          if (isApiError(error) && error.code === 'balance_error') navigate(paths.refill);
        },
      });
    },
    [mutation, animate, reveal, navigate],
  );

  /** The reels stopped (or the player skipped them): show the result, once per opening. */
  const finish = useCallback(
    (opening: Opening) => {
      if (revealed.current === opening.id) return;
      revealed.current = opening.id;
      reveal();
      setPhase((current) => (current.kind === 'spinning' && current.id === opening.id ? { ...current, kind: 'result' } : current));
    },
    [reveal],
  );

  const close = useCallback(() => setPhase({ kind: 'idle' }), []);

  return { phase, open, finish, close, pending: mutation.isPending };
}
