import { exteriorOfFloat, hashServerSeed, roll, rollFloat, rollHmac, rollTicket, type CsExteriorCode, type FloatRange } from '@tastydrop/domain';

export interface RollInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  cursor: number;
}

export interface RollCheck {
  /** SHA-256 of the server seed: compare with the hash shown before playing. */
  serverSeedHash: string;
  /** HMAC-SHA512(serverSeed, `clientSeed:nonce:cursor`) in hex. */
  hmac: string;
  /** The first 52 bits of the HMAC over 2^52. */
  float: number;
  ticket: number;
  /** What was checked, for the rolls that depend on the drop (the wear float). */
  input: RollInput;
}

/** Recomputes a roll in the browser with the same domain functions the server uses. */
export function verifyRoll({ serverSeed, clientSeed, nonce, cursor }: RollInput): RollCheck {
  return {
    serverSeedHash: hashServerSeed(serverSeed),
    hmac: rollHmac(serverSeed, clientSeed, nonce, cursor),
    float: roll(serverSeed, clientSeed, nonce, cursor),
    ticket: rollTicket(serverSeed, clientSeed, nonce, cursor),
    input: { serverSeed, clientSeed, nonce, cursor },
  };
}

/** The drop whose ticket range holds the ticket. */
export function dropForTicket<T extends { ticketFrom: number; ticketTo: number }>(drops: readonly T[], ticket: number): T | null {
  return drops.find((d) => d.ticketFrom <= ticket && ticket <= d.ticketTo) ?? null;
}

export interface WearCheck {
  float: number;
  exterior: CsExteriorCode;
}

/** The wear float of a CS skin drop, recomputed from the seeds and the item's float range; null for items without wear. */
export function verifyFloat(input: RollInput, range: FloatRange | null): WearCheck | null {
  if (!range) return null;
  const float = rollFloat(input.serverSeed, input.clientSeed, input.nonce, input.cursor, range);
  return { float, exterior: exteriorOfFloat(float) };
}
