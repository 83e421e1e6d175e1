import type { InventoryGroup, User } from '@tastydrop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_GROUPS } from '../utils/groups';
import styles from './inventory.module.css';
import { OwnInventory } from './own-inventory';
import { PublicInventory } from './public-inventory';

interface InventorySectionProps {
  userId: number;
  /** The signed-in player when this is their own profile, else null (read-only). */
  me: User | null;
}

/** The inventory with its group tabs; a tab change starts a fresh list and selection. */
export function InventorySection({ userId, me }: InventorySectionProps) {
  const { t } = useTranslation('inventory');
  const [group, setGroup] = useState<InventoryGroup>(PROFILE_GROUPS[0] ?? 'profile');
  return (
    <section className={styles.section} aria-labelledby="inventory-title" data-testid="inventory">
      <div className={styles.head}>
        <h2 id="inventory-title" className={styles.title}>
          {t('grid.title')}
        </h2>
        <div className={styles.tabs} role="tablist" aria-label={t('groups.label')}>
          {PROFILE_GROUPS.map((g) => (
            <button
              key={g}
              type="button"
              role="tab"
              aria-selected={g === group}
              className={[styles.tab, g === group && styles.activeTab].filter(Boolean).join(' ')}
              onClick={() => setGroup(g)}
              data-testid={`inventory-tab-${g}`}
            >
              {t(`groups.${g}`)}
            </button>
          ))}
        </div>
      </div>
      {me ? <OwnInventory key={group} me={me} group={group} /> : <PublicInventory key={group} userId={userId} group={group} />}
    </section>
  );
}
