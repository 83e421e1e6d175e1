// WebSocket clients through HAProxy, subscribed to the live drops, reconnecting as the site's own client
// does (after a second, subscribing again): what a player's open page sees across restarts.
import { WebSocket } from 'ws';
import { DOMAIN } from './world.mjs';

const CHANNEL = 'LiveDrops/DotaDropItems';
const RETRY_MS = 1000;

export class LiveClients {
  constructor({ count, ca, localAddress }) {
    Object.assign(this, { count, ca, localAddress });
    this.clients = [];
    this.stopped = false;
  }

  start() {
    for (let i = 0; i < this.count; i += 1) {
      const client = { index: i, socket: null, opens: [], closes: [], drops: new Map() };
      this.clients.push(client);
      this.connect(client);
    }
  }

  connect(client) {
    if (this.stopped) return;
    const socket = new WebSocket(`wss://${DOMAIN}/connection/websocket`, { ca: this.ca, localAddress: this.localAddress, servername: DOMAIN });
    client.socket = socket;
    socket.on('open', () => {
      client.opens.push(Date.now());
      socket.send(JSON.stringify({ method: 'subscribe', channel: CHANNEL }));
    });
    socket.on('message', (raw) => {
      let message;
      try {
        message = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (message.type === 'ping') socket.send(JSON.stringify({ method: 'pong' }));
      else if (message.type === 'message' && message.channel === CHANNEL && message.data?.drop?.id !== undefined) {
        client.drops.set(message.data.drop.id, Date.now());
      }
    });
    socket.on('error', () => {});
    socket.on('close', (code) => {
      client.closes.push({ at: Date.now(), code });
      if (!this.stopped) setTimeout(() => this.connect(client), RETRY_MS);
    });
  }

  stop() {
    this.stopped = true;
    for (const c of this.clients) c.socket?.terminate();
  }

  /** Clients connected now. */
  connected() {
    return this.clients.filter((c) => c.socket?.readyState === WebSocket.OPEN).length;
  }

  /** How many clients saw any of `openingIds` (drops of opens acknowledged after some moment). */
  sawAny(openingIds) {
    return this.clients.filter((c) => openingIds.some((id) => c.drops.has(id))).length;
  }
}
