import { EventEmitter } from 'node:events';

/** Carries published messages to every server node (one node: in-process; several: Redis pub/sub). */
export interface Broker {
  publish(channel: string, payload: string): Promise<void>;
  /** Registers the single local listener that receives every channel's messages. */
  onMessage(listener: (channel: string, payload: string) => void): void;
  /**
   * Which unbroken subscription this node hears the other nodes on: a number that changes whenever the
   * subscription was lost and made again (messages of the gap are lost), null while it is down. What a node
   * caches on the promise of a message (a revoked session) is trusted only within one subscription.
   */
  subscription(): number | null;
  close(): Promise<void>;
}

/** The default broker of a single node. */
export function createInProcessBroker(): Broker {
  const emitter = new EventEmitter();
  return {
    async publish(channel, payload) {
      emitter.emit('message', channel, payload);
    },
    onMessage(listener) {
      emitter.on('message', listener);
    },
    subscription: () => 0,
    async close() {
      emitter.removeAllListeners();
    },
  };
}
