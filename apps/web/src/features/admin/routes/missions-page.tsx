import { useTranslation } from 'react-i18next';
import { useConsoleMissions, useMissionActive } from '../api/content';
import { EditableListPage } from '../components/editable-list-page';
import { MissionForm } from '../components/mission-form';
import { CONTENT_NS } from '../utils/content-texts';
import { EMPTY_MISSION, missionFormValues } from '../utils/mission-form-values';
import { formatMinor } from '../utils/format';

const COLUMNS = ['id', 'type', 'prize', 'startsAt', 'endsAt', 'levels', 'players', 'active', 'replacesId', 'retiredAt'] as const;

type StoredPrize = { kind: 'coins' | 'money'; amount: number } | { kind: 'freeCase'; gift: { caseSlug: string; opens: number } };

/** Fast missions: the live row of each kind (editable, switchable) and the versions it replaced. */
export default function MissionsPage() {
  const { t } = useTranslation(CONTENT_NS);
  const prize = (p: StoredPrize) =>
    p.kind === 'freeCase' ? t('missions.prizeText.freeCase', { slug: p.gift.caseSlug, opens: p.gift.opens }) : t(`missions.prizeText.${p.kind}`, { amount: formatMinor(p.amount) });
  return (
    <EditableListPage
      texts="missions"
      testId="mission"
      list={useConsoleMissions()}
      toggle={useMissionActive()}
      columns={COLUMNS}
      csvName="missions"
      cell={(column, row) => {
        if (column === 'type') return t(`missions.types.${String(row.type)}`);
        if (column === 'prize') return prize(row.prize as StoredPrize);
        if (column === 'levels') return `${String(row.minLevel)}–${row.maxLevel === null ? t('missions.anyLevel') : String(row.maxLevel)}`;
        if (column === 'active') return row.retiredAt ? t('missions.retired') : row.active ? t('on') : t('off');
        return undefined;
      }}
      rowName={(row) => String(row.type)}
      editable={(row) => !row.retiredAt}
      editor={({ id, row, onSaved, onCancel }) => <MissionForm id={id} initial={row ? missionFormValues(row) : EMPTY_MISSION} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
