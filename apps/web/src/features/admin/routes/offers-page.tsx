import { useTranslation } from 'react-i18next';
import { useConsoleOffers, useOfferActive } from '../api/content';
import { EditableListPage } from '../components/editable-list-page';
import { OfferForm } from '../components/offer-form';
import { CONTENT_NS } from '../utils/content-texts';
import { EMPTY_OFFER, offerFormValues } from '../utils/offer-form-values';

const COLUMNS = ['id', 'game', 'slug', 'offerName', 'offerKind', 'triggerType', 'price', 'oldPrice', 'bonusMoney', 'bonusCoins', 'cases', 'purchases', 'openTriggers', 'active'] as const;

/** Offers of both games: the secret shop's packages and the personal offers with their triggers. */
export default function OffersPage() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <EditableListPage
      texts="offers"
      testId="offer"
      list={useConsoleOffers()}
      toggle={useOfferActive()}
      columns={COLUMNS}
      csvName="offers"
      cell={(column, row) => {
        if (column === 'game') return t(`offers.games.${String(row.game)}`);
        if (column === 'offerName') return String(row.name);
        if (column === 'offerKind') return t(`offers.kinds.${String(row.kind)}`);
        if (column === 'triggerType') return row.triggerType ? t(`offers.triggers.${String(row.triggerType)}`) : '—';
        if (column === 'cases') return Array.isArray(row.cases) && row.cases.length ? (row.cases as { slug: string; opens: number }[]).map((c) => `${c.slug} × ${c.opens}`).join(', ') : '—';
        if (column === 'active') return row.active ? t('on') : t('off');
        return undefined;
      }}
      rowName={(row) => String(row.slug)}
      editor={({ id, row, onSaved, onCancel }) => <OfferForm id={id} initial={row ? offerFormValues(row) : EMPTY_OFFER} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
