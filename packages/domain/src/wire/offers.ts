import { z } from 'zod';

export const OfferCaseRef = z.object({ id: z.number().int(), name: z.string(), title: z.string(), image: z.string(), opens: z.number().int() });

/** The Personal offer entity; shop offers use the same shape with a null trigger. */
export const PersonalOffer = z.object({
  triggerId: z.number().int().nullable(),
  offerId: z.number().int(),
  offerName: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  oldPrice: z.number().nullable(),
  price: z.number(),
  /** Discount in percent against the old price (0 without one). */
  sale: z.number().int(),
  bonusCoins: z.number(),
  bonusMoney: z.number(),
  cases: z.array(OfferCaseRef),
  label: z.string().nullable(),
  labelColor: z.string().nullable(),
  labelName: z.string().nullable(),
  triggerType: z.string().nullable(),
  /** When a personal offer ends (null for shop offers). */
  expiresAt: z.string().nullable(),
  bought: z.boolean(),
});
export type PersonalOffer = z.infer<typeof PersonalOffer>;

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const OfferIdParams = z.object({ id: Id });
export const OfferUserParams = z.object({ x: Id });
export const BuyOfferRequest = z.object({ triggerId: Id.optional() });
export const BuyOfferResponse = z.object({ balance: z.number(), coinBalance: z.number(), offer: PersonalOffer });
export const DailyCasePayRequest = z.object({ caseId: Id });
