import { fairFloats, type FairnessInput } from '../fairness/fair-random.ts';

/**
 * The HMAC round of the fair stream the progressive jackpot draw uses. No game gets near it: a slot round draws at most
 * 5 floats × (1 base spin + 1000 free spins, the cap every title is held to) = 5,005 floats, 626 HMAC rounds of 8 floats;
 * blackjack draws 64 floats, 8 rounds. So the draw is independent of the game's outcome, and verifiable.
 */
export const JACKPOT_DRAW_ROUND = 1000;

/**
 * The round's jackpot draw, a float in [0, 1): the first four bytes of
 * HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:1000`) as base-256 digits after the point, exactly as the games'
 * floats are made.
 */
export function jackpotDrawFloat(fairness: FairnessInput): number {
  return fairFloats(fairness, JACKPOT_DRAW_ROUND).next().value;
}
