import { formatAmount } from '@tastydrop/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { BattleSectionCase } from '../types';
import type { Cart } from '../utils/cart';
import styles from './case-picker.module.css';
import { ArtImage } from '../../../components/ui/art-image';

interface CasePickerProps {
  title: string;
  cases: readonly BattleSectionCase[];
  cart: Cart;
  full: boolean;
  onChange: (caseId: number, delta: number) => void;
}

/** One battle section: case tiles with their price and the rounds picked of each. */
export function CasePicker({ title, cases, cart, full, onChange }: CasePickerProps) {
  const { t } = useTranslation('battles');
  if (cases.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.grid}>
        {cases.map((c) => {
          const count = cart.get(c.id) ?? 0;
          return (
            <li key={c.id} className={[styles.tile, count > 0 && styles.picked].filter(Boolean).join(' ')} data-testid="pick-case" data-case={c.name}>
              <button
                type="button"
                className={styles.add}
                onClick={() => onChange(c.id, 1)}
                aria-label={t('create.add', { title: c.title })}
                aria-disabled={full}
                data-testid="pick-case-add"
              >
                <ArtImage src={c.image} alt="" width={120} height={120} />
                <span className={styles.name}>{c.title}</span>
                <span className={styles.price}>{formatAmount(c.price)} ₽</span>
              </button>
              {count > 0 && (
                <div className={styles.counter}>
                  <button type="button" onClick={() => onChange(c.id, -1)} aria-label={t('create.remove', { title: c.title })}>
                    <Icon name="close" size={12} />
                  </button>
                  <output aria-label={t('create.count')} data-testid="pick-case-count">
                    {count}
                  </output>
                  <button type="button" onClick={() => onChange(c.id, 1)} aria-label={t('create.add', { title: c.title })}>
                    <Icon name="plus" size={12} />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
