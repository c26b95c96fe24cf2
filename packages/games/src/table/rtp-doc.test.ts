import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blackjackRules } from './blackjack/blackjack.ts';
import { BLACKJACK_RTP } from './blackjack/blackjack-game.ts';
import { DICE_REFERENCE_BET, diceRules, diceRtp } from './dice/dice.ts';
import type { Fraction } from './exact-fraction.ts';
import { fractionToNumber } from './exact-fraction.ts';
import { tableGames } from './index.ts';
import { KENO_RISKS } from './keno/keno-paytables.ts';
import { KENO_REFERENCE, kenoPaytable, kenoRtp, kenoRules } from './keno/keno.ts';
import { LIMBO_REFERENCE_TARGET, limboRtp, limboRules } from './limbo/limbo.ts';
import { MINES_REFERENCE, minesRtp, minesRules } from './mines/mines.ts';
import { PLINKO_RISKS } from './plinko/plinko-paytables.ts';
import { PLINKO_REFERENCE, plinkoPaytable, plinkoRtp, plinkoRules } from './plinko/plinko.ts';
import { rouletteBetRtp, rouletteRules } from './roulette/roulette.ts';

/** docs/rtp-table-games.md must say what the code does: rules verbatim, every paytable and every RTP. */
const doc = readFileSync(new URL('../../docs/rtp-table-games.md', import.meta.url), 'utf8');

const exact = ({ numerator, denominator }: Fraction) => `${numerator}/${denominator}`;
const percent = (fraction: Fraction) => `${(fractionToNumber(fraction) * 100).toFixed(4)} %`;

describe('docs/rtp-table-games.md', () => {
  it('quotes every game’s player-facing rules exactly', () => {
    for (const line of [...rouletteRules, ...blackjackRules, ...diceRules, ...limboRules, ...plinkoRules, ...minesRules, ...kenoRules]) {
      expect(doc).toContain(`- ${line}\n`);
    }
  });

  it('lists every reference configuration with its exact RTP', () => {
    const exactValues: Record<string, string> = {
      roulette: exact(rouletteBetRtp({ type: 'red', stake: 1n })),
      blackjack: BLACKJACK_RTP.toFixed(12),
      dice: exact(diceRtp(DICE_REFERENCE_BET)),
      limbo: exact(limboRtp(LIMBO_REFERENCE_TARGET)),
      plinko: exact(plinkoRtp(PLINKO_REFERENCE.rows, PLINKO_REFERENCE.risk)),
      mines: exact(minesRtp(MINES_REFERENCE.mineCount, MINES_REFERENCE.tiles.length)),
      keno: exact(kenoRtp(KENO_REFERENCE.picks.length, KENO_REFERENCE.risk)),
    };
    expect(tableGames.map((game) => game.id)).toEqual(Object.keys(exactValues));
    for (const game of tableGames) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${game.id}\` |`));
      expect(row).toContain(exactValues[game.id]);
    }
  });

  it('prints every plinko and keno paytable with its exact RTP', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const rtp = plinkoRtp(rows, risk);
        expect(doc).toContain(`| ${rows} | ${risk} | ${plinkoPaytable(rows, risk).join(' · ')} | ${exact(rtp)} | ${percent(rtp)} |`);
      }
    }
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks++) {
        const rtp = kenoRtp(picks, risk);
        expect(doc).toContain(`| ${picks} | ${risk} | ${kenoPaytable(picks, risk).join(' · ')} | ${exact(rtp)} | ${percent(rtp)} |`);
      }
    }
  });
});
