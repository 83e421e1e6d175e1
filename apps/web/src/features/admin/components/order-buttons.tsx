import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CATALOG_NS } from '../utils/catalog-texts';

interface OrderButtonsProps {
  /** Every id of the list, in display order. */
  ids: readonly number[];
  id: number;
  /** What the row is called, for the buttons' labels. */
  name: string;
  busy: boolean;
  onReorder: (ids: number[]) => void;
  testId?: string;
}

/** Moves one row of an ordered list up or down: plain buttons, so the keyboard works; focus follows the row after it moves. */
export function OrderButtons({ ids, id, name, busy, onReorder, testId }: OrderButtonsProps) {
  const { t } = useTranslation(CATALOG_NS);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = useRef<'up' | 'down' | null>(null);
  const index = ids.indexOf(id);
  useEffect(() => {
    // The row is drawn again in its new place: the button pressed gets the focus back.
    if (moved.current && !busy) {
      (moved.current === 'up' ? up : down).current?.focus();
      moved.current = null;
    }
  }, [index, busy]);
  const move = (by: -1 | 1) => {
    const to = index + by;
    if (index < 0 || to < 0 || to >= ids.length) return;
    const next = [...ids];
    [next[index], next[to]] = [next[to]!, next[index]!];
    moved.current = by < 0 ? 'up' : 'down';
    onReorder(next);
  };
  return (
    <>
      <Button ref={up} variant="secondary" size="xs" aria-label={t('catalog.moveUp', { name })} title={t('catalog.up')} onClick={() => move(-1)} disabled={busy || index <= 0} data-testid={testId ? `${testId}-up` : undefined}>
        ↑
      </Button>
      <Button ref={down} variant="secondary" size="xs" aria-label={t('catalog.moveDown', { name })} title={t('catalog.down')} onClick={() => move(1)} disabled={busy || index >= ids.length - 1} data-testid={testId ? `${testId}-down` : undefined}>
        ↓
      </Button>
    </>
  );
}
