import type { Leaderboard } from '@tastydrop/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { LeaderboardCard } from './leaderboard-card';
import styles from './carousel.module.css';

/** Pixels of scroll that still count as being at an end (rounding and the track's padding). */
const EDGE_SLACK = 4;

interface CarouselProps {
  boards: Leaderboard[];
  activeId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The horizontal carousel: two cards per view with a 16 px gap from 768 px, auto-width
 * cards with an 8 px gap from 300 px (CSS), arrows hidden at the start and the end, and the newly
 * active card scrolled into view.
 */
export function LeaderboardCarousel({ boards, activeId, onSelect }: CarouselProps) {
  const { t } = useTranslation('leaderboards');
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  function measure() {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= EDGE_SLACK, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - EDGE_SLACK });
  }

  useEffect(() => {
    measure();
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [boards.length]);

  useEffect(() => {
    const card = track.current?.querySelector<HTMLElement>(`[data-board="${activeId}"]`);
    card?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest', inline: 'nearest' });
  }, [activeId]);

  function page(direction: 1 | -1) {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  }

  return (
    <div className={styles.carousel}>
      {!edges.start && (
        <button type="button" className={`${styles.arrow} ${styles.arrowPrev}`} onClick={() => page(-1)} aria-label={t('carousel.prev')} data-testid="carousel-prev">
          <Icon name="chevronLeft" />
        </button>
      )}
      <div className={styles.track} ref={track} onScroll={measure} data-testid="leaderboard-carousel">
        {boards.map((board, i) => (
          <LeaderboardCard key={board.id} board={board} active={board.id === activeId} onSelect={() => onSelect(board.id)} eager={i < 2} />
        ))}
      </div>
      {!edges.end && (
        <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} onClick={() => page(1)} aria-label={t('carousel.next')} data-testid="carousel-next">
          <Icon name="chevronRight" />
        </button>
      )}
    </div>
  );
}
