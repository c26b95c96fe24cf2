import { slotTitles, studioGameFor, tableGames } from '@lodestar/games';
import type { Executor } from '../../db/client.ts';
import { STUDIO_PROVIDER_ID } from './game-sessions.ts';
import { games } from './schema.ts';

export const ORIGINALS_PROVIDER = 'Lodestar Originals';

type CatalogueRow = typeof games.$inferInsert;

/** 'slot-starfall-fortune' → 'lodestarStarfallFortune': the image id whose SPEC.md §2 route is 'lodestar-starfall-fortune'. */
export function imageIdOf(engineId: string): string {
  const words = engineId.replace(/^slot-/, '').split('-');
  return `lodestar${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}

const percent = (rtp: number) => (rtp * 100).toFixed(2);

/** What the provider wallet enforces for a game of ours: our studio signs its calls, and the engine bounds its wins. */
function walletRulesOf(engineId: string): Pick<CatalogueRow, 'walletProviderId' | 'maxMultiplier'> {
  const engine = studioGameFor(engineId);
  if (!engine) throw new Error(`no studio engine for ${engineId}`);
  return { walletProviderId: STUDIO_PROVIDER_ID, maxMultiplier: engine.maxMultiplier.toFixed(4) };
}

/** Slots that feed the progressive jackpot with a share of their stakes. */
const JACKPOT_SLOTS = new Set(['slot-starfall-fortune', 'slot-pharaohs-lodestar', 'slot-dragon-hoard']);
const NEW_GAMES = new Set(['slot-dragon-hoard', 'slot-neon-nights', 'plinko', 'keno']);
/** The featured row of a new installation, in order; staff reorder it in the back office. */
const FEATURED_GAMES = ['slot-starfall-fortune', 'slot-viking-voyage', 'blackjack', 'roulette', 'mines'];

/** Display names and categories of the table and instant games (their engines name a reference bet). */
const TABLE_GAME_CATALOGUE: Record<string, { name: string; category: 'table' | 'instant' }> = {
  roulette: { name: 'European Roulette', category: 'table' },
  blackjack: { name: 'Blackjack', category: 'table' },
  dice: { name: 'Dice', category: 'instant' },
  limbo: { name: 'Limbo', category: 'instant' },
  plinko: { name: 'Plinko', category: 'instant' },
  mines: { name: 'Mines', category: 'instant' },
  keno: { name: 'Keno', category: 'instant' },
};

/** Lodestar Originals as catalogue rows, from the engines themselves: names, RTPs and volatility cannot drift. */
export function originalsCatalogue(): CatalogueRow[] {
  const flags = (engineId: string) => ({
    hasJackpot: JACKPOT_SLOTS.has(engineId),
    isNew: NEW_GAMES.has(engineId),
    featuredPosition: FEATURED_GAMES.includes(engineId) ? FEATURED_GAMES.indexOf(engineId) + 1 : null,
  });
  const slots = slotTitles.map((title, index): CatalogueRow => ({
    id: `lodestar:${title.id}`,
    name: title.name,
    provider: ORIGINALS_PROVIDER,
    imageId: imageIdOf(title.id),
    category: 'slots',
    categories: ['slots'],
    launchId: title.id,
    rtp: percent(title.theoreticalRtp),
    volatility: title.volatility,
    sortOrder: index + 1,
    ...flags(title.id),
    ...walletRulesOf(title.id),
  }));
  const tables = tableGames.map((game, index): CatalogueRow => {
    const entry = TABLE_GAME_CATALOGUE[game.id];
    if (!entry) throw new Error(`table game ${game.id} has no catalogue entry`);
    return {
      id: `lodestar:${game.id}`,
      name: entry.name,
      provider: ORIGINALS_PROVIDER,
      imageId: imageIdOf(game.id),
      category: entry.category,
      categories: [entry.category],
      launchId: game.id,
      rtp: percent(game.theoreticalRtp),
      volatility: null,
      sortOrder: slots.length + index + 1,
      ...flags(game.id),
      ...walletRulesOf(game.id),
    };
  });
  return [...slots, ...tables];
}

/** Inserts new games and refreshes the engine-derived facts of known ones; what staff set (enabled, categories, featured and top order) stays. */
export async function seedCatalogue(db: Executor): Promise<void> {
  for (const row of originalsCatalogue()) {
    await db
      .insert(games)
      .values(row)
      .onConflictDoUpdate({
        target: games.id,
        set: {
          name: row.name,
          rtp: row.rtp,
          volatility: row.volatility,
          imageId: row.imageId,
          launchId: row.launchId,
          walletProviderId: row.walletProviderId,
          maxMultiplier: row.maxMultiplier,
        },
      });
  }
}
