import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCaseInput, ConsoleItemInput, ConsoleSectionInput, PriceImportRequest, PublishCaseRequest } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminCatalogApi } from '../../../lib/api/endpoints/admin-catalog';
import { consoleKeys, silent } from './console-keys';

const catalogKeys = {
  all: [...consoleKeys.all, 'catalog'] as const,
  cases: [...consoleKeys.all, 'catalog', 'cases'] as const,
  case: (id: number) => [...consoleKeys.all, 'catalog', 'case', id] as const,
  sections: [...consoleKeys.all, 'catalog', 'sections'] as const,
  items: (q: string) => [...consoleKeys.all, 'catalog', 'items', q] as const,
  versions: [...consoleKeys.all, 'catalog', 'versions'] as const,
  monitor: [...consoleKeys.all, 'monitor'] as const,
  marketPrices: [...consoleKeys.all, 'catalog', 'market-prices'] as const,
};

/** Every catalog change refreshes every catalog list and the monitor. */
function useCatalogMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, meta: silent, onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.all }) });
}

export const useCatalogCases = () => useQuery({ queryKey: catalogKeys.cases, queryFn: () => callApi(adminCatalogApi.cases), meta: silent });
export const useCatalogCase = (id: number) => useQuery({ queryKey: catalogKeys.case(id), queryFn: () => callApi(adminCatalogApi.case, { params: { id } }), meta: silent });
export const useCatalogSections = () => useQuery({ queryKey: catalogKeys.sections, queryFn: () => callApi(adminCatalogApi.sections), meta: silent });
export const useCatalogVersions = () => useQuery({ queryKey: catalogKeys.versions, queryFn: () => callApi(adminCatalogApi.versions), meta: silent });
export const useCatalogItems = (q: string) =>
  useQuery({ queryKey: catalogKeys.items(q), queryFn: () => callApi(adminCatalogApi.items, { request: { q } }), placeholderData: keepPreviousData, meta: silent });
/** The price feeds and the items' market prices; the pull runs every few minutes, so a minute's refresh is enough. */
export const useMarketPrices = () => useQuery({ queryKey: catalogKeys.marketPrices, queryFn: () => callApi(adminCatalogApi.marketPrices), meta: silent, refetchInterval: 60_000 });
export const useMonitor = () => useQuery({ queryKey: catalogKeys.monitor, queryFn: () => callApi(adminCatalogApi.monitor), meta: silent, refetchInterval: 30_000 });

export const useCreateCase = () => useCatalogMutation((input: ConsoleCaseInput) => callApi(adminCatalogApi.createCase, { request: input }));
export const useUpdateCase = () => useCatalogMutation(({ id, input }: { id: number; input: ConsoleCaseInput }) => callApi(adminCatalogApi.updateCase, { params: { id }, request: input }));
export const useCaseVisibility = () =>
  useCatalogMutation(({ id, hidden, reason }: { id: number; hidden: boolean; reason?: string }) =>
    callApi(adminCatalogApi.caseVisibility, { params: { id }, request: reason ? { hidden, reason } : { hidden } }),
  );
export const useReorderCases = () => useCatalogMutation((ids: number[]) => callApi(adminCatalogApi.reorderCases, { request: { ids } }));
export const usePublishCase = () => useCatalogMutation(({ id, request }: { id: number; request: PublishCaseRequest }) => callApi(adminCatalogApi.publish, { params: { id }, request }));
export const useCreateSection = () =>
  useCatalogMutation((input: { slug: string; name: string }) => callApi(adminCatalogApi.createSection, { request: { ...input, isEvent: false, showOnMain: true, showInBattles: true } }));
export const useSectionVisibility = () =>
  useCatalogMutation(({ id, hidden }: { id: number; hidden: boolean }) => callApi(adminCatalogApi.sectionVisibility, { params: { id }, request: { hidden } }));
export const useUpdateSection = () =>
  useCatalogMutation(({ id, input }: { id: number; input: ConsoleSectionInput }) => callApi(adminCatalogApi.updateSection, { params: { id }, request: input }));
export const useReorderSections = () => useCatalogMutation((ids: number[]) => callApi(adminCatalogApi.reorderSections, { request: { ids } }));
export const useCreateItem = () => useCatalogMutation((input: ConsoleItemInput) => callApi(adminCatalogApi.createItem, { request: input }));
export const useUpdateItem = () => useCatalogMutation(({ id, input }: { id: number; input: ConsoleItemInput }) => callApi(adminCatalogApi.updateItem, { params: { id }, request: input }));
export const useItemVisibility = () =>
  useCatalogMutation(({ id, hidden }: { id: number; hidden: boolean }) => callApi(adminCatalogApi.itemVisibility, { params: { id }, request: { hidden } }));
export const useRollback = () => useCatalogMutation(({ id, reason }: { id: number; reason: string }) => callApi(adminCatalogApi.rollback, { params: { id }, request: { reason } }));
export const usePriceImport = () => useCatalogMutation((request: PriceImportRequest) => callApi(adminCatalogApi.prices, { request }));
