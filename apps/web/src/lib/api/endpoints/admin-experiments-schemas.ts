import { ConsoleCreated, ConsoleRows, ExperimentResults, Ok } from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { adminExperimentsApi } from './admin-experiments';

/** What each console experiment call answers, checked in development and tests only (response-schemas.ts). */
export const adminExperimentsSchemas: ResponseSchemasOf<typeof adminExperimentsApi> = {
  flags: ConsoleRows,
  createFlag: ConsoleCreated,
  updateFlag: ConsoleCreated,
  experiments: ConsoleRows,
  createExperiment: ConsoleCreated,
  updateExperiment: ConsoleCreated,
  results: ExperimentResults,
  setStatus: Ok,
};
