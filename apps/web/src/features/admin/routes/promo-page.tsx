import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ConsoleRow } from '../api/console-keys';
import { usePromoActive, usePromoCodes } from '../api/content';
import styles from '../components/admin.module.css';
import { PromoForm } from '../components/promo-form';
import { RowsTable } from '../components/rows-table';
import { CONTENT_NS } from '../utils/content-texts';
import { EMPTY_PROMO, promoFormValues } from '../utils/promo-form-values';

const COLUMNS = ['id', 'code', 'type', 'bonus', 'freeCases', 'usedCount', 'maxUses', 'maxUsesPerUser', 'expiresAt', 'active'] as const;

/** Promo codes: a page of codes found by their beginning (in the URL), the editor, and turning a code off and on. */
export default function PromoPage() {
  const { t } = useTranslation(CONTENT_NS);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const [text, setText] = useState(q);
  const [editing, setEditing] = useState<{ id: number | null; row: ConsoleRow | null } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const list = usePromoCodes(q, page);
  const toggle = usePromoActive();
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const bonus = (row: ConsoleRow) => {
    if (row.type === 'common') return t('promo.bonus.percent', { percent: Number(row.percentBp) / 100 });
    // An instant code may give only free cases (no sum).
    if (row.type === 'instant') return typeof row.sum === 'number' && row.sum > 0 ? t('promo.bonus.sum', { sum: (row.sum / 100).toLocaleString('ru-RU') }) : '—';
    return t('promo.bonus.blogger', { count: Array.isArray(row.flexOffers) ? row.flexOffers.length : 0 });
  };
  return (
    <>
      <h1 className={styles.title}>{t('promo.title')}</h1>
      <div className={`${styles.row} ${styles.panel}`}>
        <form className={`${styles.row} ${styles.grow}`} onSubmit={search} role="search">
          <input className={`${styles.input} ${styles.grow}`} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('promo.search')} placeholder={t('promo.search')} data-testid="promo-search" />
          <button type="submit" className={styles.button}>
            {t('common.search', { ns: 'admin' })}
          </button>
        </form>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => setEditing({ id: null, row: null })} data-testid="promo-create">
          {t('promo.create')}
        </button>
      </div>
      {saved !== null && !editing && (
        <p className={styles.ok} role="status" data-testid="promo-saved">
          {t('promo.saved', { id: saved })}
        </p>
      )}
      {editing && (
        <PromoForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.row ? promoFormValues(editing.row) : EMPTY_PROMO}
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
        csvName="promo-codes"
        testId="promo-list"
        page={page}
        onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
        cell={(column, row) => {
          if (column === 'bonus') return bonus(row);
          if (column === 'type') return t(`promo.types.${String(row.type)}`);
          if (column === 'freeCases') return Array.isArray(row.freeCases) && row.freeCases.length ? (row.freeCases as { caseSlug: string; opens: number }[]).map((g) => `${g.caseSlug} × ${g.opens}`).join(', ') : '—';
          if (column === 'active') return row.active ? t('on') : t('off');
          return undefined;
        }}
        actions={(row) => (
          <div className={styles.row}>
            <button type="button" className={`${styles.button} ${styles.small}`} onClick={() => setEditing({ id: Number(row.id), row })} data-testid={`promo-edit-${String(row.code)}`}>
              {t('edit')}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.small} ${row.active ? styles.danger : ''}`}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ id: Number(row.id), active: !row.active })}
              data-testid={`promo-toggle-${String(row.code)}`}
            >
              {row.active ? t('disable') : t('enable')}
            </button>
          </div>
        )}
      />
    </>
  );
}
