import { startFakeMarket } from './fake-market.js';

/**
 * The fake market as a process of its own, for the end-to-end tests: it listens on FAKE_MARKET_PORT and answers
 * `/api/v2/*` as the marketplace does, with `/_control/*` for the test to list offers and move purchases on.
 */
const port = Number(process.env.FAKE_MARKET_PORT ?? 3593);
const market = await startFakeMarket({ port, control: true });
process.stdout.write(`fake market on ${market.url} (key ${market.key})\n`);
const stop = () => void market.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
