import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Flag, experiment and variant keys: lowercase words joined by hyphens (they stay the same in either key case). */
export const EXPERIMENT_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What an experiment's results count for each variant: units that registered, paid their first deposit, opened a case. */
export const EXPERIMENT_GOALS = ['registration', 'first_deposit', 'open'] as const;
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number];

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/**
 * Who a flag or an experiment reaches. Guests are visitors without an account; players are signed in and may
 * further be limited to those registered within `newWithinDays` days and to a level band.
 */
export interface ExperimentTarget {
  guests: boolean;
  players: boolean;
  newWithinDays: number | null;
  levelMin: number | null;
  levelMax: number | null;
}

export const EVERYONE: ExperimentTarget = { guests: true, players: true, newWithinDays: null, levelMin: null, levelMax: null };

/** Who is asking: a visitor without an account, or a player with their registration time and level. */
export type ExperimentAudience = { kind: 'guest' } | { kind: 'player'; registeredAt: Date; level: number };

/** Whether a target reaches this visitor now. */
export function isTargeted(target: ExperimentTarget, who: ExperimentAudience, now: Date): boolean {
  if (who.kind === 'guest') return target.guests;
  if (!target.players) return false;
  if (target.newWithinDays !== null && now.getTime() - who.registeredAt.getTime() > target.newWithinDays * 86_400_000) return false;
  if (target.levelMin !== null && who.level < target.levelMin) return false;
  if (target.levelMax !== null && who.level > target.levelMax) return false;
  return true;
}

/**
 * A number in [0, 1) fixed by the text: the first 48 bits of its SHA-256. The same unit always lands in the same
 * place, and different texts land independently of each other.
 */
export function hashBucket(text: string): number {
  const digest = sha256(utf8ToBytes(text));
  let value = 0;
  for (let i = 0; i < 6; i += 1) value = value * 256 + digest[i]!;
  return value / 2 ** 48;
}

/** Whether a unit falls within the first `percent` of a flag's or experiment's traffic. */
export function inTraffic(key: string, salt: string, unitId: string, percent: number): boolean {
  return hashBucket(`${key}/${salt}/${unitId}/traffic`) * 100 < percent;
}

/** The variant a unit is in, chosen by weight; null when every weight is zero. */
export function pickVariant(key: string, salt: string, unitId: string, variants: readonly { key: string; weight: number }[]): string | null {
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  if (total <= 0) return null;
  let point = hashBucket(`${key}/${salt}/${unitId}/variant`) * total;
  for (const variant of variants) {
    if (point < variant.weight) return variant.key;
    point -= variant.weight;
  }
  return variants.filter((v) => v.weight > 0).at(-1)!.key;
}

/** A running experiment as assignment needs it. */
export interface AssignableExperiment {
  key: string;
  salt: string;
  trafficPercent: number;
  variants: readonly { key: string; weight: number }[];
}

/**
 * The variant a unit is in, or null when it falls outside the experiment's share of traffic. Stable: it depends
 * only on the experiment's key and salt and the unit's id. The traffic draw and the variant draw are independent,
 * so widening the share keeps every unit already in where it was.
 */
export function assignVariant(experiment: AssignableExperiment, unitId: string): string | null {
  if (!inTraffic(experiment.key, experiment.salt, unitId, experiment.trafficPercent)) return null;
  return pickVariant(experiment.key, experiment.salt, unitId, experiment.variants);
}
