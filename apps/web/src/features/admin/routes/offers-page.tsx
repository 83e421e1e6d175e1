import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRow } from '../api/console-keys';
import { useConsoleOffers, useOfferActive } from '../api/content';
import styles from '../components/admin.module.css';
import { OfferForm } from '../components/offer-form';
import { RowsTable } from '../components/rows-table';
import { CONTENT_NS } from '../utils/content-texts';
import { EMPTY_OFFER, offerFormValues } from '../utils/offer-form-values';

const COLUMNS = ['id', 'game', 'slug', 'offerName', 'offerKind', 'triggerType', 'price', 'oldPrice', 'bonusMoney', 'bonusCoins', 'cases', 'purchases', 'openTriggers', 'active'] as const;

/** Offers of both games: the secret shop's packages and the personal offers with their triggers. */
export default function OffersPage() {
  const { t } = useTranslation(CONTENT_NS);
  const list = useConsoleOffers();
  const toggle = useOfferActive();
  const [editing, setEditing] = useState<{ id: number | null; row: ConsoleRow | null } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <>
      <h1 className={styles.title}>{t('offers.title')}</h1>
      <div className={`${styles.row} ${styles.panel}`}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setEditing({ id: null, row: null })} data-testid="offer-create">
          {t('offers.create')}
        </button>
      </div>
      {saved !== null && !editing && (
        <p className={styles.ok} role="status" data-testid="offer-saved">
          {t('offers.saved', { id: saved })}
        </p>
      )}
      {editing && (
        <OfferForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.row ? offerFormValues(editing.row) : EMPTY_OFFER}
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
        csvName="offers"
        testId="offer-list"
        cell={(column, row) => {
          if (column === 'game') return t(`offers.games.${String(row.game)}`);
          if (column === 'offerName') return String(row.name);
          if (column === 'offerKind') return t(`offers.kinds.${String(row.kind)}`);
          if (column === 'triggerType') return row.triggerType ? t(`offers.triggers.${String(row.triggerType)}`) : '—';
          if (column === 'cases') return Array.isArray(row.cases) && row.cases.length ? (row.cases as { slug: string; opens: number }[]).map((c) => `${c.slug} × ${c.opens}`).join(', ') : '—';
          if (column === 'active') return row.active ? t('on') : t('off');
          return undefined;
        }}
        actions={(row) => (
          <div className={styles.row}>
            <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => setEditing({ id: Number(row.id), row })} data-testid={`offer-edit-${String(row.slug)}`}>
              {t('edit')}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.small} ${row.active ? styles.danger : ''}`}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ id: Number(row.id), active: !row.active })}
              data-testid={`offer-toggle-${String(row.slug)}`}
            >
              {row.active ? t('disable') : t('enable')}
            </button>
          </div>
        )}
      />
    </>
  );
}
