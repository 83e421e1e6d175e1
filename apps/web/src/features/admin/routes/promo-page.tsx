import { bpToPercent } from '@tastydrop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { ConsoleRow } from '../api/console-keys';
import { usePromoActive, usePromoCodes } from '../api/content';
import styles from '../components/admin.module.css';
import { EditableListPage } from '../components/editable-list-page';
import { PromoForm } from '../components/promo-form';
import { CONTENT_NS } from '../utils/content-texts';
import { EMPTY_PROMO, promoFormValues } from '../utils/promo-form-values';
import { formatMinor } from '../utils/format';

const COLUMNS = ['id', 'code', 'type', 'bonus', 'freeCases', 'usedCount', 'maxUses', 'maxUsesPerUser', 'payoutTotal', 'approvalStatus', 'expiresAt', 'active'] as const;

/** Promo codes: a page of codes found by their beginning (in the URL), the editor, and turning a code off and on. */
export default function PromoPage() {
  const { t } = useTranslation(CONTENT_NS);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const [text, setText] = useState(q);
  const list = usePromoCodes(q, page);
  const toggle = usePromoActive();
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const bonus = (row: ConsoleRow) => {
    if (row.type === 'common') return t('promo.bonus.percent', { percent: bpToPercent(Number(row.percentBp)) });
    // An instant code may give only free cases (no sum).
    if (row.type === 'instant') return typeof row.sum === 'number' && row.sum > 0 ? t('promo.bonus.sum', { sum: formatMinor(row.sum) }) : '—';
    return t('promo.bonus.blogger', { count: Array.isArray(row.flexOffers) ? row.flexOffers.length : 0 });
  };
  return (
    <EditableListPage
      texts="promo"
      testId="promo"
      list={list}
      toggle={toggle}
      columns={COLUMNS}
      csvName="promo-codes"
      page={page}
      onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
      tools={
        <form className={`${styles.row} ${styles.grow}`} onSubmit={search} role="search">
          <input className={`${styles.input} ${styles.grow}`} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('promo.search')} placeholder={t('promo.search')} data-testid="promo-search" />
          <Button type="submit" variant="secondary" size="s">
            {t('common.search', { ns: 'admin' })}
          </Button>
        </form>
      }
      cell={(column, row) => {
        if (column === 'bonus') return bonus(row);
        if (column === 'type') return t(`promo.types.${String(row.type)}`);
        if (column === 'freeCases') return Array.isArray(row.freeCases) && row.freeCases.length ? (row.freeCases as { caseSlug: string; opens: number }[]).map((g) => `${g.caseSlug} × ${g.opens}`).join(', ') : '—';
        if (column === 'active') return row.active ? t('on') : t('off');
        if (column === 'payoutTotal') return typeof row.payoutTotal === 'number' ? t('promo.payoutCell', { total: formatMinor(row.payoutTotal) }) : Number(row.payoutPerUse) > 0 ? '∞' : '—';
        if (column === 'approvalStatus') return row.approvalStatus ? t(`promo.approval.${String(row.approvalStatus)}`) : '—';
        return undefined;
      }}
      rowName={(row) => String(row.code)}
      editor={({ id, row, onSaved, onCancel }) => <PromoForm id={id} initial={row ? promoFormValues(row) : EMPTY_PROMO} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
