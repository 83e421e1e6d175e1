import type { ErrorCode } from '@tastydrop/domain';

/** Public channels anyone may subscribe to: the live drops of both variants and battles. */
export const PUBLIC_CHANNELS: ReadonlySet<string> = new Set(['LiveDrops/DotaDropItems', 'LiveDrops/CsDropItems', 'battles']);

/** The longest channel name a client may send. */
const MAX_CHANNEL_LENGTH = 128;
/** The longest personal channel token a client may send. */
const MAX_TOKEN_LENGTH = 1024;

/** Client → server commands. */
export type ClientCommand =
  | { method: 'subscribe'; channel: string; token?: string }
  | { method: 'unsubscribe'; channel: string }
  | { method: 'pong' };

export type RealtimeErrorCode = Extract<ErrorCode, 'authentication' | 'validation' | 'limit_reached'>;

/** Server → client messages. */
export type ServerMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'error'; channel?: string; code: RealtimeErrorCode }
  | { type: 'message'; channel: string; data: unknown }
  | { type: 'ping' };

export type ParseResult = { ok: true; command: ClientCommand } | { ok: false; channel?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validChannel(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_CHANNEL_LENGTH;
}

/** Parses one text frame; a failure carries the channel (when there is one) for the error reply. */
export function parseCommand(text: string): ParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  if (!isRecord(raw)) return { ok: false };
  const channel = validChannel(raw.channel) ? raw.channel : undefined;
  switch (raw.method) {
    case 'pong':
      return { ok: true, command: { method: 'pong' } };
    case 'unsubscribe':
      return channel ? { ok: true, command: { method: 'unsubscribe', channel } } : { ok: false };
    case 'subscribe': {
      if (!channel) return { ok: false };
      const { token } = raw;
      if (token === undefined || token === null) return { ok: true, command: { method: 'subscribe', channel } };
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, channel };
      return { ok: true, command: { method: 'subscribe', channel, token } };
    }
    default:
      return channel ? { ok: false, channel } : { ok: false };
  }
}

/**
 * The channel name clients see for a broker channel: the part before `#`, so personal channels all read
 * `first_channel` and every support conversation reads `support`.
 */
export function publicChannelName(brokerChannel: string): string {
  const hash = brokerChannel.indexOf('#');
  return hash === -1 ? brokerChannel : brokerChannel.slice(0, hash);
}
