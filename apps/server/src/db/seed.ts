import { seedCurrencies } from '../modules/currencies/seed.ts';
import { seedCatalogue } from '../modules/games/catalogue-seed.ts';
import { seedJackpotPool } from '../modules/provider-wallet/jackpot-postings.ts';
import type { Database } from './client.ts';

/** Reference data every installation needs; safe to run at every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedCurrencies(db);
  await seedCatalogue(db);
  await seedJackpotPool(db);
}
