import { useTranslation } from 'react-i18next';
import { PartnerPayoutSubject, PricesApprovalSubject, PromoApprovalSubject, shareToPercent } from '@tastydrop/domain';
import type { ConsoleRow } from '../api/console-keys';
import { formatMinor } from '../utils/format';
import styles from './admin.module.css';

const rub = formatMinor;
const percent = (x: number) => shareToPercent(x).toFixed(2);

/** What a pending promo, partner payout or prices approval would put live: the code's payout, the partner's payout and where it goes, or the prices and the returns they give. */
export function ApprovalSubject({ row }: { row: ConsoleRow }) {
  const { t } = useTranslation('admin');
  if (row.kind === 'promo') {
    const promo = PromoApprovalSubject.safeParse(row.subject);
    if (!promo.success) return null;
    return <span>{t('approvals.promo', { code: promo.data.code, perUse: rub(promo.data.valuePerUse), total: rub(promo.data.total) })}</span>;
  }
  if (row.kind === 'partner_payout') {
    const payout = PartnerPayoutSubject.safeParse(row.subject);
    if (!payout.success) return null;
    return <span data-testid={`approval-subject-${String(row.id)}`}>{t(`approvals.partnerPayout.${payout.data.mode}`, { amount: rub(payout.data.amount) })}</span>;
  }
  const prices = row.kind === 'prices' ? PricesApprovalSubject.safeParse(row.subject) : null;
  if (!prices?.success) return null;
  const { items, casePrices, cases } = prices.data;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }} data-testid={`approval-subject-${String(row.id)}`}>
      {items.map((i) => (
        <li key={`item-${i.itemId}`}>{t('approvals.item', { name: i.name, before: rub(i.before), after: rub(i.after) })}</li>
      ))}
      {casePrices.map((c) => (
        <li key={`price-${c.caseId}`}>{t('approvals.casePrice', { id: c.caseId, price: rub(c.price) })}</li>
      ))}
      {cases.map((c) => (
        <li key={`case-${c.caseId}`} className={c.outOfRange ? styles.error : undefined}>
          {t('approvals.case', { name: c.name, before: percent(c.rtpBefore), after: percent(c.rtpAfter) })}
          {c.outOfRange ? ` (${t('approvals.outOfRange')})` : ''}
        </li>
      ))}
    </ul>
  );
}
