import { EventEmitter } from 'node:events';

/** Carries published messages to every server node (one node: in-process; several: Redis pub/sub). */
export interface Broker {
  publish(channel: string, payload: string): Promise<void>;
  /** Registers the single local listener that receives every channel's messages. */
  onMessage(listener: (channel: string, payload: string) => void): void;
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}
