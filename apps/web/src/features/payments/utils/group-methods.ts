import { methodTypeName, visibleMethods, type PaymentDirection, type PaymentMethodTypeName } from '@tastydrop/domain';

export interface MethodGroup {
  type: PaymentMethodTypeName;
  methods: PaymentDirection[];
}

/**
 * The methods a visitor may use (the `.biz` rule), in the desktop or mobile order, grouped by type
 *; groups follow their best-placed method.
 */
export function groupMethods(methods: readonly PaymentDirection[], options: { mobile: boolean; redirectToWelcome: boolean }): MethodGroup[] {
  const key = options.mobile ? 'mobile' : 'desktop';
  const sorted = visibleMethods(methods, options.redirectToWelcome).sort((a, b) => a.sort[key] - b.sort[key]);
  const groups = new Map<PaymentMethodTypeName, PaymentDirection[]>();
  for (const method of sorted) {
    const type = methodTypeName(method.type);
    groups.set(type, [...(groups.get(type) ?? []), method]);
  }
  return [...groups].map(([type, list]) => ({ type, methods: list }));
}
