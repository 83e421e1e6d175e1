import type { ConsoleCreated, ConsoleRows, ExperimentResults, ExperimentSaveRequest, ExperimentStatusRequest, FlagSaveRequest, Ok } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The console's flags and A/B experiments. */
export const adminExperimentsApi = {
  flags: endpoint<typeof ConsoleRows>()('adminExperiments.flags', 'GET', '/api/admin/experiment-flags', true),
  createFlag: endpoint<typeof ConsoleCreated, typeof FlagSaveRequest>()('adminExperiments.createFlag', 'POST', '/api/admin/experiment-flags', true),
  updateFlag: endpoint<typeof ConsoleCreated, typeof FlagSaveRequest>()('adminExperiments.updateFlag', 'POST', '/api/admin/experiment-flags/:id', true),
  experiments: endpoint<typeof ConsoleRows>()('adminExperiments.experiments', 'GET', '/api/admin/experiments', true),
  createExperiment: endpoint<typeof ConsoleCreated, typeof ExperimentSaveRequest>()('adminExperiments.createExperiment', 'POST', '/api/admin/experiments', true),
  updateExperiment: endpoint<typeof ConsoleCreated, typeof ExperimentSaveRequest>()('adminExperiments.updateExperiment', 'POST', '/api/admin/experiments/:id', true),
  results: endpoint<typeof ExperimentResults>()('adminExperiments.results', 'GET', '/api/admin/experiments/:id', true),
  setStatus: endpoint<typeof Ok, typeof ExperimentStatusRequest>()('adminExperiments.setStatus', 'POST', '/api/admin/experiments/:id/status', true),
} as const;
