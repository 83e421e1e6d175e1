import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BattleCaseEntry } from '../types';
import styles from './battle-page.module.css';
import { ArtImage } from '../../../components/ui/art-image';

/** The cases of every round in order, the current one highlighted, the landed ones dimmed. */
export function RoundStrip({ cases, round, landed }: { cases: readonly BattleCaseEntry[]; round: number; landed: number }) {
  const { t } = useTranslation('battles');
  const rounds = cases.flatMap((c) => Array.from({ length: c.count }, () => c));
  const list = useRef<HTMLOListElement>(null);
  // Keep the round on screen in view inside the strip (never scrolling the page).
  useEffect(() => {
    const box = list.current;
    const item = box?.children[Math.max(0, round - 1)] as HTMLElement | undefined;
    if (box && item) box.scrollTo({ left: item.offsetLeft - box.clientWidth / 2 + item.offsetWidth / 2, behavior: 'smooth' });
  }, [round]);
  return (
    <ol ref={list} className={styles.rounds} aria-label={t('battle.roundsList')}>
      {rounds.map((c, i) => {
        const n = i + 1;
        const state = n === round && n > landed ? 'current' : n <= landed ? 'done' : 'next';
        return (
          <li key={i} className={styles[state]} title={t('battle.roundCase', { round: n, title: c.title })} aria-current={state === 'current' ? 'step' : undefined}>
            <ArtImage src={c.image} alt="" width={52} height={52} />
            <span>{n}</span>
          </li>
        );
      })}
    </ol>
  );
}
