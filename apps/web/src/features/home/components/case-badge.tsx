import type { CaseBadge as Badge } from '@tastydrop/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './case-card.module.css';

// Colours of the badges that carry none of their own.
const TONES: Record<Exclude<Badge['kind'], 'label'>, string> = {
  ended: '#6b6690',
  multifix: '#ff7a1a',
  multicast: '#8847ff',
  named: '#4b69ff',
  free: '#2fb874',
};

/** The one label of a case card, chosen by the domain's priority (`caseBadge`). */
export function CaseBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation('cases');
  const color = badge.kind === 'label' ? badge.color : TONES[badge.kind];
  let text: string;
  switch (badge.kind) {
    case 'ended':
      text = t('badge.ended');
      break;
    case 'multifix':
      text = t('badge.multifix', { n: badge.value });
      break;
    case 'multicast':
      text = t('badge.multicast', { from: badge.from, to: badge.to });
      break;
    case 'named':
      // The match may come from the slug ("clutch") or the title ("Multicast"): always the Russian word.
      text = t(`badge.named.${badge.text.toLowerCase()}`, { defaultValue: badge.text });
      break;
    case 'free':
      text = t('badge.free', { n: badge.every });
      break;
    default:
      text = badge.name;
  }
  return (
    <span className={styles.badge} style={{ '--badge': color } as CSSProperties} data-testid="case-badge">
      {text}
    </span>
  );
}
