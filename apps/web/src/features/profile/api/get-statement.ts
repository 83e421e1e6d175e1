import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Statement } from '@tastydrop/domain';
import { callApi } from '../../../lib/api/call';
import { responsiblePlayApi } from '../../../lib/api/endpoints/responsible-play';
import { queryKeys } from '../../../lib/query-keys';

/** GET /v1/responsible-play/statement: deposits, withdrawals, stakes, returns and net per month. */
function getStatement(): Promise<Statement> {
  return callApi(responsiblePlayApi.statement);
}

export const useStatement = () => useQuery(queryOptions({ queryKey: queryKeys.responsiblePlay.statement, queryFn: getStatement, meta: { silent: true } }));
