import { fairRandom, playRound, slotTitles } from '@lodestar/games';

export interface EngineFigures {
  title: string;
  rounds: number;
  roundsPerSecond: number;
}

/**
 * Whole slot rounds (base spin and its free spins, with the result objects a client is sent) on the fair HMAC
 * stream, one per nonce, on this thread only: the work the studio does per real spin, without the I/O.
 */
export function benchSlotEngine(secondsPerTitle: number): EngineFigures[] {
  return slotTitles.map((title) => {
    const seeds = { serverSeed: 'bench-server-seed', clientSeed: 'bench-client-seed' };
    const deadline = performance.now() + secondsPerTitle * 1000;
    const started = performance.now();
    let rounds = 0;
    while (performance.now() < deadline) {
      // Check the clock every 1000 rounds: performance.now() per round would cost more than a spin.
      for (let batch = 0; batch < 1000; batch++) playRound(title, fairRandom({ ...seeds, nonce: rounds++ }));
    }
    return { title: title.name, rounds, roundsPerSecond: rounds / ((performance.now() - started) / 1000) };
  });
}
