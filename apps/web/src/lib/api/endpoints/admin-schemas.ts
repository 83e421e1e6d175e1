import {
  AdjustBalanceResult,
  ApprovalDecided,
  ConsoleDashboard,
  ConsoleMe,
  ConsoleRoleGranted,
  ConsoleRow,
  ConsoleRows,
  EnrolmentStart,
  Ok,
  RecoveryCodes,
  SiteSwitches,
  WithdrawalQueue,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { adminApi } from './admin';

/** What each admin call answers, checked in development and tests only (response-schemas.ts). */
export const adminSchemas: ResponseSchemasOf<typeof adminApi> = {
  me: ConsoleMe,
  enrol: EnrolmentStart,
  confirmEnrolment: RecoveryCodes,
  verify: Ok,
  accounts: ConsoleRows,
  grantRole: ConsoleRoleGranted,
  players: ConsoleRows,
  player: ConsoleRow,
  playerSection: ConsoleRows,
  playerAction: Ok,
  adjustBalance: AdjustBalanceResult,
  approvals: ConsoleRows,
  decideApproval: ApprovalDecided,
  withdrawals: WithdrawalQueue,
  withdrawalAction: Ok,
  payments: ConsoleRows,
  paymentHistory: ConsoleRows,
  reconcilePayment: Ok,
  supportMessages: ConsoleRows,
  replyToMessage: Ok,
  audit: ConsoleRows,
  settings: SiteSwitches,
  setMaintenance: SiteSwitches,
  dashboard: ConsoleDashboard,
};
