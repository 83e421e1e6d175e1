import { useQueryClient } from '@tanstack/react-query';
import { CONTRACT_MAX_ITEMS, type ContractResponse, type InventoryItem, type User } from '@tastydrop/domain';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { pushAlert } from '../../../stores/alerts-store';
import { useContractItems } from '../api/get-contract-items';
import { inventoryValueAfterContract, useSignContract } from '../api/sign-contract';
import { useItemSelection } from '../../../hooks/use-item-selection';
import { usePreselectItem } from '../../../hooks/use-preselect-item';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { usePlayPause } from '../../../hooks/use-play-pause';
import { PauseNotice } from '../../../components/ui/pause-notice';
import { ContractItems } from './contract-items';
import { ContractReveal } from './contract-reveal';
import { ContractSlots } from './contract-slots';
import { ContractSummary } from './contract-summary';
import styles from './contract-workspace.module.css';
import { queryKeys } from '../../../lib/query-keys';
import { financeOf, updateFinance } from '../../../lib/session/finance-store';

const KNOWN_ERRORS = new Set(['contract_items_count', 'contract_unavailable', 'notFoundOutdated', 'rate_limited', 'busy']);

/** The signed-in contracts page: ten slots and the summary, the reveal once signed, own items below. */
export function ContractWorkspace() {
  const { t } = useTranslation('contracts');
  const pause = usePlayPause();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const items = useContractItems(page);
  const selection = useItemSelection(CONTRACT_MAX_ITEMS);
  usePreselectItem(items.data?.items, selection);
  const mutation = useSignContract();
  const [signed, setSigned] = useState<ContractResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const animate = !useReducedMotion();
  const revealedId = useRef(0);
  const { clear } = selection;

  const onRevealed = useCallback(() => {
    if (!signed || revealedId.current === signed.contractId) return;
    revealedId.current = signed.contractId;
    const user = client.getQueryData<User>(queryKeys.users.me);
    if (user) updateFinance({ totalAmountItems: inventoryValueAfterContract(financeOf(user).totalAmountItems, signed) });
    void client.invalidateQueries({ queryKey: queryKeys.inventory.all });
    void client.invalidateQueries({ queryKey: queryKeys.contracts.history });
    clear();
  }, [signed, client, clear]);

  const toggle = (item: InventoryItem) => {
    setError(null);
    if (!selection.toggle(item)) pushAlert({ type: 'info', title: t('items.capReached', { count: CONTRACT_MAX_ITEMS }) });
  };

  const sign = () => {
    setError(null);
    mutation.mutate(
      selection.selected.map((i) => i.id),
      {
        onSuccess: setSigned,
        onError: (failure) => {
          const code = isApiError(failure) && KNOWN_ERRORS.has(failure.code) ? failure.code : 'unknown';
          setError(t(`errors.${code}`));
          if (code === 'notFoundOutdated') {
            clear();
            void items.refetch();
          }
        },
      },
    );
  };

  const locked = mutation.isPending || signed !== null;
  return (
    <div className={styles.workspace}>
      {pause && <PauseNotice pause={pause} />}
      <section className={styles.stage} aria-label={t('stage.label')}>
        {signed ? (
          <ContractReveal key={signed.contractId} signed={signed} animate={animate} onRevealed={onRevealed} onContinue={() => setSigned(null)} />
        ) : (
          <div className={styles.compose}>
            <ContractSlots items={selection.selected} locked={locked} onRemove={toggle} />
            <ContractSummary count={selection.selected.length} total={selection.total} busy={mutation.isPending} error={error} paused={pause?.text ?? null} onSign={sign} />
          </div>
        )}
      </section>
      <ContractItems
        items={items.data?.items}
        total={items.data?.totalItem ?? 0}
        isError={items.isError}
        onRetry={() => void items.refetch()}
        page={page}
        onPage={setPage}
        selectedIds={selection.ids}
        locked={locked}
        onToggle={toggle}
        onClear={clear}
      />
    </div>
  );
}
