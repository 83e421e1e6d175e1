import { formatAmount } from '@tastydrop/domain';
import { alertText } from '../../../lib/alerts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PauseNotice } from '../../../components/ui/pause-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePlayPause } from '../../../hooks/use-play-pause';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/get-me';
import { pushAlert } from '../../../stores/alerts-store';
import { useBattleCases } from '../api/get-battle-cases';
import { useCreateBattle } from '../api/create-battle';
import { CasePicker } from '../components/case-picker';
import { CreateSummary } from '../components/create-summary';
import { ModeModal } from '../components/mode-modal';
import type { BattleMode, BattleSectionCase } from '../types';
import { battleErrorAlert } from '../utils/battle-error';
import { cartRounds, cartToRequest, cartTotal, changeCart, type Cart, type CartAlert } from '../utils/cart';
import styles from './battle-create-page.module.css';

/** /battles/create (signed in only): pick cases round by round, the mode and privacy, then create and pay. */
export default function BattleCreatePage() {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  const user = useSession().user;
  const pause = usePlayPause();
  const sections = useBattleCases();
  const create = useCreateBattle();
  const [cart, setCart] = useState<Cart>(new Map());
  const [alert, setAlert] = useState<CartAlert>(null);
  const [mode, setMode] = useState<BattleMode>('1v1');
  const [crazy, setCrazy] = useState(false);
  const [isPrivate, setPrivate] = useState(false);
  const [modeOpen, setModeOpen] = useState(false);

  const byId = useMemo(() => {
    const map = new Map<number, BattleSectionCase>();
    for (const section of sections.data?.sections ?? []) for (const c of section.cases) map.set(c.id, c);
    return map;
  }, [sections.data]);
  const maxRounds = sections.data?.maxRounds ?? 0;
  const rounds = cartRounds(cart);
  const total = cartTotal(cart, byId);

  const onChange = (caseId: number, delta: number) => {
    const next = changeCart(cart, caseId, delta, maxRounds);
    setCart(next.cart);
    setAlert(next.alert);
  };

  const onCreate = () => {
    if (user && user.finance.balance < total) {
      pushAlert({ type: 'error', title: t('errors.create'), message: alertText('error_not_enough_funds_for_battle') });
      return;
    }
    create.mutate(
      { cases: cartToRequest(cart), mode, crazy, isPrivate },
      {
        onSuccess: (ulid) => void navigate(paths.battle(ulid)),
        onError: (error) => pushAlert({ type: 'error', ...battleErrorAlert(error, 'create', t) }),
      },
    );
  };

  if (sections.isPending) {
    return (
      <div className={styles.layout} aria-busy="true" aria-label={t('loading')}>
        <div className={styles.pickers}>
          <Skeleton height={24} width={180} />
          <Skeleton height={420} />
        </div>
        <Skeleton height={360} />
      </div>
    );
  }
  if (sections.isError) return <EmptyState icon="alert" title={t('create.errorTitle')} text={t('list.errorText')} />;
  if (byId.size === 0) return <EmptyState icon="battles" title={t('create.noCasesTitle')} text={t('create.noCasesText')} />;

  const full = rounds >= maxRounds;
  const lastCases = sections.data.lastCases.filter((c) => byId.has(c.id)).map((c) => byId.get(c.id)!);
  return (
    <>
      {pause && <PauseNotice pause={pause} />}
      <div className={styles.layout}>
        <div className={styles.pickers}>
          <CasePicker title={t('create.lastCases')} cases={lastCases} cart={cart} full={full} onChange={onChange} />
          {sections.data.sections.map((section) => (
            <CasePicker key={section.id} title={section.name} cases={section.cases} cart={cart} full={full} onChange={onChange} />
          ))}
        </div>
        <CreateSummary
          rounds={rounds}
          maxRounds={maxRounds}
          total={total}
          mode={mode}
          crazy={crazy}
          isPrivate={isPrivate}
          alert={alert}
          pending={create.isPending}
          paused={pause?.text ?? null}
          onMode={() => setModeOpen(true)}
          onPrivate={setPrivate}
          onCreate={onCreate}
        />
        <div className={styles.mobileBar} aria-hidden={rounds === 0}>
          <span>
            {rounds} / {maxRounds} · <strong>{formatAmount(total)} ₽</strong>
          </span>
          <Button size="s" disabled={rounds === 0 || create.isPending || pause !== null} onClick={onCreate} tabIndex={rounds === 0 ? -1 : 0}>
            {t('create.toCreate')}
          </Button>
        </div>
        {modeOpen && (
          <ModeModal
            mode={mode}
            crazy={crazy}
            onClose={() => setModeOpen(false)}
            onSave={(m, c) => {
              setMode(m);
              setCrazy(c);
              setModeOpen(false);
            }}
          />
        )}
      </div>
    </>
  );
}
