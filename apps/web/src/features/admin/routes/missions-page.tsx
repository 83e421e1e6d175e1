import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRow } from '../api/console-keys';
import { useConsoleMissions, useMissionActive } from '../api/content';
import styles from '../components/admin.module.css';
import { MissionForm } from '../components/mission-form';
import { RowsTable } from '../components/rows-table';
import { CONTENT_NS } from '../utils/content-texts';
import { EMPTY_MISSION, missionFormValues } from '../utils/mission-form-values';

const COLUMNS = ['id', 'type', 'prize', 'startsAt', 'endsAt', 'levels', 'players', 'active', 'replacesId', 'retiredAt'] as const;

type StoredPrize = { kind: 'coins' | 'money'; amount: number } | { kind: 'freeCase'; gift: { caseSlug: string; opens: number } };

/** Fast missions: the live row of each kind (editable, switchable) and the versions it replaced. */
export default function MissionsPage() {
  const { t } = useTranslation(CONTENT_NS);
  const list = useConsoleMissions();
  const toggle = useMissionActive();
  const [editing, setEditing] = useState<{ id: number | null; row: ConsoleRow | null } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const prize = (p: StoredPrize) =>
    p.kind === 'freeCase' ? t('missions.prizeText.freeCase', { slug: p.gift.caseSlug, opens: p.gift.opens }) : t(`missions.prizeText.${p.kind}`, { amount: (p.amount / 100).toLocaleString('ru-RU') });
  return (
    <>
      <h1 className={styles.title}>{t('missions.title')}</h1>
      <div className={`${styles.row} ${styles.panel}`}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setEditing({ id: null, row: null })} data-testid="mission-create">
          {t('missions.create')}
        </button>
      </div>
      {saved !== null && !editing && (
        <p className={styles.ok} role="status" data-testid="mission-saved">
          {t('missions.saved', { id: saved })}
        </p>
      )}
      {editing && (
        <MissionForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.row ? missionFormValues(editing.row) : EMPTY_MISSION}
          onSaved={(id) => {
            setSaved(id);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {toggle.error && (
        <p className={styles.error} role="alert">
          {t('common.error', { ns: 'admin' })}
        </p>
      )}
      <RowsTable
        rows={list.data}
        loading={list.isPending}
        error={Boolean(list.error)}
        columns={COLUMNS}
        csvName="missions"
        testId="mission-list"
        cell={(column, row) => {
          if (column === 'type') return t(`missions.types.${String(row.type)}`);
          if (column === 'prize') return prize(row.prize as StoredPrize);
          if (column === 'levels') return `${String(row.minLevel)}–${row.maxLevel === null ? t('missions.anyLevel') : String(row.maxLevel)}`;
          if (column === 'active') return row.retiredAt ? t('missions.retired') : row.active ? t('on') : t('off');
          return undefined;
        }}
        actions={(row) =>
          row.retiredAt ? null : (
            <div className={styles.row}>
              <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => setEditing({ id: Number(row.id), row })} data-testid={`mission-edit-${String(row.type)}`}>
                {t('edit')}
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.small} ${row.active ? styles.danger : ''}`}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ id: Number(row.id), active: !row.active })}
                data-testid={`mission-toggle-${String(row.type)}`}
              >
                {row.active ? t('disable') : t('enable')}
              </button>
            </div>
          )
        }
      />
    </>
  );
}
