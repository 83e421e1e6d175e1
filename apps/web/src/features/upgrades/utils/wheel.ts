import { TICKETS, type TicketSpan } from '@tastydrop/domain';

/** Full turns the needle makes before it settles on the rolled ticket. */
const WHEEL_TURNS = 5;

/** Degrees clockwise from the top at the middle of a ticket's slice of the ring. */
export function ticketAngle(ticket: number): number {
  const t = Math.min(TICKETS, Math.max(1, Math.round(ticket)));
  return ((t - 0.5) / TICKETS) * 360;
}

/** The winning arc of the ring in degrees clockwise from the top. */
export function winArc(span: TicketSpan): { start: number; sweep: number } {
  if (span.to < span.from) return { start: 0, sweep: 0 };
  return { start: ((span.from - 1) / TICKETS) * 360, sweep: ((span.to - span.from + 1) / TICKETS) * 360 };
}

/** The needle's rotation that ends on `ticket` after whole turns forward from `current`. */
export function spinRotation(current: number, ticket: number, turns = WHEEL_TURNS): number {
  const base = Math.ceil(current / 360) * 360;
  return base + turns * 360 + ticketAngle(ticket);
}
