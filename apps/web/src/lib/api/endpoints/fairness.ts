import type { ClientSeedRequest, ContractRecordDetails, OpeningRecord, OpeningsQuery, OpeningsResponse, RotateResponse, SeedsResponse, TechiesGame, UpgradeRecord } from '@tastydrop/domain';
import { endpoint } from './endpoint';

/** The provably-fair calls of the web app. */
export const fairnessApi = {
  seeds: endpoint<typeof SeedsResponse>()('fairness.seeds', 'GET', '/v1/provably-fair/seeds', true),
  setClientSeed: endpoint<typeof RotateResponse, typeof ClientSeedRequest>()('fairness.setClientSeed', 'POST', '/v1/provably-fair/client-seed', true),
  rotate: endpoint<typeof RotateResponse>()('fairness.rotate', 'POST', '/v1/provably-fair/rotate', true),
  openings: endpoint<typeof OpeningsResponse, typeof OpeningsQuery>()('fairness.openings', 'GET', '/v1/provably-fair/openings', true),
  opening: endpoint<typeof OpeningRecord>()('fairness.opening', 'GET', '/v1/provably-fair/openings/:id'),
  upgrade: endpoint<typeof UpgradeRecord>()('fairness.upgrade', 'GET', '/v1/provably-fair/upgrades/:id', true),
  contract: endpoint<typeof ContractRecordDetails>()('fairness.contract', 'GET', '/v1/provably-fair/contracts/:id', true),
  techies: endpoint<typeof TechiesGame>()('fairness.techies', 'GET', '/v1/provably-fair/techies/:id'),
} as const;
