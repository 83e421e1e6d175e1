/** The two deployments an end-to-end run starts: the Dota site, and the CS site on its own port with its own database. */
const DOTA_PORT = Number(process.env.E2E_PORT ?? 3190);
const CS_PORT = Number(process.env.E2E_CS_PORT ?? DOTA_PORT + 100);

/** A local marketplace the Dota site buys withdrawals from (apps/server/test/fakes/fake-market-main.ts). */
const MARKET_PORT = Number(process.env.E2E_MARKET_PORT ?? DOTA_PORT + 3);
export const FAKE_MARKET = { port: MARKET_PORT, url: `http://127.0.0.1:${MARKET_PORT}`, key: 'market-test-key' } as const;

export const SITES = {
  dota: { port: DOTA_PORT, url: `http://localhost:${DOTA_PORT}` },
  cs: { port: CS_PORT, url: `http://localhost:${CS_PORT}` },
} as const;
