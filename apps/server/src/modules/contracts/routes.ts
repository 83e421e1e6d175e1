import { z } from 'zod';
import {
  BigId,
  ContractPreview,
  ContractPreviewQuery,
  ContractRecordDetails,
  ContractRecordsResponse,
  ContractRequest,
  ContractResponse,
  ContractsQuery,
  ContractsResponse,
} from '@tastydrop/domain';
import { authOf, publicRoute } from '../../platform/http/auth.js';
import type { App, ModuleDeps } from '../../platform/http/types.js';
import { getContractRecord, listContractRecords, listContracts } from './list-contracts.js';
import { previewContract } from './preview-contract.js';
import { signContract } from './sign-contract.js';

/** Contracts: sign, preview a total, history, and the player's records for the provably-fair pages. */
export function contractsRoutes(app: App, deps: ModuleDeps): void {
  const { db, config } = deps;

  app.post(
    '/api/v1/contracts',
    {
      onRequest: deps.requireAuth,
      config: { rateLimit: { max: config.OPEN_RATE_LIMIT, timeWindow: 1000 } },
      schema: { body: ContractRequest, response: { 200: ContractResponse } },
    },
    async (req) => {
      const result = await signContract(db, config.GAME, authOf(req).userId, req.body.items);
      deps.activity.written();
      return result;
    },
  );

  app.get('/api/v1/contracts', { onRequest: deps.requireAuth, schema: { querystring: ContractsQuery, response: { 200: ContractsResponse } } }, (req) =>
    listContracts(db, authOf(req).userId, req.query),
  );

  app.get('/api/v1/contracts/preview', { onRequest: publicRoute, schema: { querystring: ContractPreviewQuery, response: { 200: ContractPreview } } }, (req) =>
    previewContract(db, config.GAME, req.query.total),
  );

  app.get(
    '/api/v1/provably-fair/contracts',
    { onRequest: deps.requireAuth, schema: { querystring: ContractsQuery, response: { 200: ContractRecordsResponse } } },
    (req) => listContractRecords(db, authOf(req).userId, req.query),
  );

  app.get(
    '/api/v1/provably-fair/contracts/:contractId',
    { onRequest: deps.requireAuth, schema: { params: z.object({ contractId: BigId }), response: { 200: ContractRecordDetails } } },
    (req) => getContractRecord(db, authOf(req).userId, req.params.contractId),
  );
}
