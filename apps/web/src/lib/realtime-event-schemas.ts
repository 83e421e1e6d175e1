import { BattlesChannelEvent, LiveDropChannelEvent, PersonalEvent, SupportChannelEvent, SupportInboxEvent } from '@tastydrop/domain';

/** Loaded on demand by realtime-events.ts: the channels' unions bring the validation library with them. */
export const CHANNEL_SCHEMAS = {
  personal: PersonalEvent,
  liveDrops: LiveDropChannelEvent,
  battles: BattlesChannelEvent,
  support: SupportChannelEvent,
  supportInbox: SupportInboxEvent,
};
export type ChannelSchemas = typeof CHANNEL_SCHEMAS;
