import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExperimentInputData, FlagInputData } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { adminExperimentsApi } from '../../../lib/api/endpoints/admin-experiments';
import { consoleKeys, silent } from './console-keys';

/** GET /api/admin/experiments: every experiment, live ones first, with its exposures (read again on every visit: they grow). */
export const useConsoleExperiments = () =>
  useQuery({ queryKey: consoleKeys.experiments.list, queryFn: ({ signal }) => callApi(adminExperimentsApi.experiments, { signal }), staleTime: 0, meta: silent });

/** GET /api/admin/experiment-flags: every flag. */
export const useConsoleFlags = () => useQuery({ queryKey: consoleKeys.experiments.flags, queryFn: ({ signal }) => callApi(adminExperimentsApi.flags, { signal }), meta: silent });

/** GET /api/admin/experiments/:id: the definition and each variant's figures (read again on every visit). */
export const useExperimentResults = (id: number) =>
  useQuery({ queryKey: consoleKeys.experiments.results(id), queryFn: ({ signal }) => callApi(adminExperimentsApi.results, { params: { id }, signal }), staleTime: 0, meta: silent });

/** A change refreshes every console list (the experiments' and the audit log). */
function useExperimentMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, meta: silent, onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.all }) });
}

/** POST /api/admin/experiments[/:id]: creates (id null) or changes an experiment. */
export const useSaveExperiment = () =>
  useExperimentMutation(({ id, experiment, reason }: { id: number | null; experiment: ExperimentInputData; reason?: string }) =>
    id === null
      ? callApi(adminExperimentsApi.createExperiment, { request: { experiment, reason } })
      : callApi(adminExperimentsApi.updateExperiment, { params: { id }, request: { experiment, reason } }),
  );

/** POST /api/admin/experiments/:id/status: starts or stops an experiment. */
export const useExperimentStatus = () =>
  useExperimentMutation(({ id, status, reason }: { id: number; status: 'running' | 'stopped'; reason?: string }) =>
    callApi(adminExperimentsApi.setStatus, { params: { id }, request: { status, reason } }),
  );

/** POST /api/admin/experiment-flags[/:id]: creates (id null) or changes a flag. */
export const useSaveFlag = () =>
  useExperimentMutation(({ id, flag, reason }: { id: number | null; flag: FlagInputData; reason?: string }) =>
    id === null ? callApi(adminExperimentsApi.createFlag, { request: { flag, reason } }) : callApi(adminExperimentsApi.updateFlag, { params: { id }, request: { flag, reason } }),
  );
