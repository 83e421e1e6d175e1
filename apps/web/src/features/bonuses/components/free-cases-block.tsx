import type { CaseOpenResponse, FreeCase } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WonCaseOpening } from '../../../components/case-opening/won-case-opening';
import { Button } from '../../../components/ui/button';
import { useOpenFreeCase } from '../../../lib/free-cases';
import styles from './bonuses.module.css';
import { ArtImage } from '../../../components/ui/art-image';

/** Free cases granted by missions, promo codes, events, offers and the install bonus, opened here at no cost. */
export function FreeCasesBlock({ cases }: { cases: FreeCase[] }) {
  const { t } = useTranslation('bonuses');
  const open = useOpenFreeCase();
  // The case is kept with its result: the last open removes it from the list while its reel still spins.
  const [won, setWon] = useState<{ item: FreeCase; opened: CaseOpenResponse } | null>(null);
  const shown = won && <WonCaseOpening caseName={won.item.name} title={won.item.title} opened={won.opened} onClose={() => setWon(null)} />;
  return (
    <>
      {cases.length > 0 && (
        <section className={styles.block} aria-labelledby="free-cases-title">
          <h2 id="free-cases-title" className={styles.blockTitle}>
            {t('free.title')}
          </h2>
          <ul className={styles.freeList}>
            {cases.map((c) => (
              <li key={c.grantId} className={styles.freeCase} data-testid="free-case">
                <ArtImage src={c.appearanceData.image} alt="" width={96} height={96} />
                <strong>{c.title}</strong>
                <span className={styles.source} data-testid="free-case-source">
                  {t(`free.source.${c.source}`, { defaultValue: '' })}
                </span>
                <span className={styles.muted}>
                  {c.counterType === 'time' && c.counterEnd
                    ? t('free.until', { date: new Date(c.counterEnd).toLocaleDateString('ru-RU') })
                    : t('free.left', { count: c.remaining })}
                </span>
                <Button
                  size="s"
                  block
                  disabled={open.isPending}
                  onClick={() => open.mutate(c.grantId, { onSuccess: (opened) => setWon({ item: c, opened }) })}
                >
                  {t('free.open')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {shown}
    </>
  );
}
