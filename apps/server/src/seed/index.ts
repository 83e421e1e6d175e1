import type { Db } from '../db/index.js';

/** Loads the demo catalog into an empty database; idempotent. The catalog arrives with the cases area. */
export async function seedDatabase(_db: Db): Promise<void> {}
