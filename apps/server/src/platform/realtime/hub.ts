import type { ChannelEvent, PersonalEvent } from '@tastydrop/domain';
import { currentCommitUnit } from '../db/after-commit.js';
import type { Broker } from './broker.js';

/**
 * A realtime message: `event` names it, the other fields are its payload (camelCase in code; the socket hub sends
 * the keys in snake_case). Each channel's events are a union in the domain.
 */
export type RealtimeMessage = ChannelEvent | PersonalEvent;

/**
 * What the rest of the server uses to push to browsers. A message published while a transaction runs
 * is held until it commits and dropped if it rolls back: nothing is announced before it is true.
 */
export interface Realtime {
  /** Publishes to a public or shared channel (the live drop channel, `battles`, support's); inside a transaction, once it commits. */
  publish(channel: string, message: ChannelEvent): Promise<void>;
  /** Publishes to one user's personal `first_channel`; inside a transaction, once it commits. */
  publishToUser(userId: number, message: PersonalEvent): Promise<void>;
  /** Tells every node that these sessions ended: their personal subscriptions and sockets close. */
  endSessions(sessionIds: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

/** The broker channel that announces ended sessions; clients cannot subscribe to it (not a public channel). */
export const SESSIONS_ENDED_CHANNEL = '$sessions-ended';

/** The session ids of a SESSIONS_ENDED_CHANNEL message (none if it is malformed). */
export function endedSessionIds(payload: string): number[] {
  try {
    const ids = (JSON.parse(payload) as { sessionIds?: unknown }).sessionIds;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export const PERSONAL_CHANNEL = 'first_channel';

/** The broker channel that carries one user's personal messages. */
export function personalChannel(userId: number): string {
  return `${PERSONAL_CHANNEL}#${userId}`;
}

/**
 * The server's realtime. Outside a transaction a publish is sent at once and its failure is the caller's;
 * inside one it waits for the commit (the transaction's after-commit hook) and a failed send goes to `onError`,
 * since the change it tells about has already happened.
 */
export function createRealtime(broker: Broker, onError: (err: unknown) => void = () => undefined): Realtime {
  const send = async (channel: string, message: ChannelEvent | PersonalEvent): Promise<void> => {
    const unit = currentCommitUnit();
    if (!unit) return broker.publish(channel, JSON.stringify(message));
    const text = JSON.stringify(message);
    unit.afterCommit(() => void broker.publish(channel, text).catch(onError));
  };
  return {
    publish: (channel, message) => send(channel, message),
    publishToUser: (userId, message) => send(personalChannel(userId), message),
    endSessions: async (sessionIds) => {
      if (sessionIds.length > 0) await broker.publish(SESSIONS_ENDED_CHANNEL, JSON.stringify({ sessionIds }));
    },
    close: () => broker.close(),
  };
}
