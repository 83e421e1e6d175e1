import {
  ActivePromo,
  BonusLevelList,
  DefaultCountry,
  Ok,
  PaymentCountry,
  PaymentCountryList,
  PromoApplyResponse,
  PromoInfo,
  SandboxDecisionResponse,
  SandboxPayment,
  TransactionStartResponse,
  TransactionStatus,
} from '@tastydrop/domain';
import type { ResponseSchemasOf } from './endpoint';
import type { paymentsApi } from './payments';

/** What each payments call answers, checked in development and tests only (response-schemas.ts). */
export const paymentsSchemas: ResponseSchemasOf<typeof paymentsApi> = {
  countries: PaymentCountryList,
  defaultCountry: DefaultCountry,
  country: PaymentCountry,
  bonusLevels: BonusLevelList,
  activePromo: ActivePromo,
  resetPromo: Ok,
  applyPromo: PromoApplyResponse,
  start: TransactionStartResponse,
  status: TransactionStatus,
  promoInfo: PromoInfo,
  guestPromoInfo: PromoInfo,
  sandboxPayment: SandboxPayment,
  sandboxDecide: SandboxDecisionResponse,
};
