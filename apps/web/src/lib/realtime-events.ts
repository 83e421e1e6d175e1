import type { BattlesChannelEvent, LiveDropChannelEvent, PersonalEvent, SupportChannelEvent, SupportInboxEvent } from '@tastydrop/domain';
import type { RealtimeEvent } from './realtime';
import type { ChannelSchemas } from './realtime-event-schemas';

/** The events each kind of channel carries: the domain's union of that channel. */
export interface ChannelEvents {
  /** first_channel (a private battle's events reach its members here too). */
  personal: PersonalEvent;
  liveDrops: LiveDropChannelEvent;
  /** `battles`; a battle page reads the personal channel with it too, for the private battles. */
  battles: BattlesChannelEvent;
  /** One support conversation, the player's side. */
  support: SupportChannelEvent;
  /** The console's support inbox. */
  supportInbox: SupportInboxEvent;
}
export type ChannelKind = keyof ChannelEvents;

let schemas: Promise<ChannelSchemas> | null = null;

/**
 * A channel's message checked against the channel's union, or null when it does not parse (an unknown event, a
 * wrong payload): such a message is ignored. The schemas (and the validation library with them) load with the
 * first message, not with the first page; messages still settle in the order they came.
 */
export async function parseChannelEvent<K extends ChannelKind>(kind: K, message: RealtimeEvent): Promise<ChannelEvents[K] | null> {
  schemas ??= import('./realtime-event-schemas').then((m) => m.CHANNEL_SCHEMAS);
  const parsed = (await schemas)[kind].safeParse(message);
  return parsed.success ? (parsed.data as ChannelEvents[K]) : null;
}
