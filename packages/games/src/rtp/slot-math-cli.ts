// npx tsx packages/games/src/rtp/slot-math-cli.ts [slot-id ...]
//
// Prints the exact figures of the slot titles (all of them by default) as the Markdown tables of
// docs/rtp-slots.md, and says whether the figures stated in each title file still match its data.
import { computeSlotMath, slotTitles, type SlotDefinition, type SlotMath } from '../slots/index.ts';

const percent = (value: number, digits = 4) => `${(value * 100).toFixed(digits)}%`;
const times = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}×`;

function matches(title: SlotDefinition, math: SlotMath): boolean {
  return (
    Math.abs(title.theoreticalRtp - math.theoreticalRtp) < 1e-12 &&
    Math.abs(title.hitFrequency - math.hitFrequency) < 1e-12 &&
    Math.abs(title.stdDev - math.stdDev) < 1e-9 * math.stdDev &&
    title.maxWin === math.maxWin
  );
}

const ids = process.argv.slice(2);
const titles = ids.length === 0 ? slotTitles : slotTitles.filter((title) => ids.includes(title.id));
if (titles.length === 0) {
  console.error(`No such slot. Slots: ${slotTitles.map((title) => title.id).join(', ')}`);
  process.exitCode = 2;
} else {
  const results = titles.map((title) => {
    const started = performance.now();
    const math = computeSlotMath(title);
    return { title, math, elapsedMs: performance.now() - started };
  });

  console.log('| Game | Volatility | Lines | Reel stops (base / free) | Combinations (base / free) | Free spins | Multiplier | Cap |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { title, math } of results) {
    const free = title.freeSpins.reels;
    console.log(
      `| ${title.name} | ${title.volatility} | ${title.paylines.length} | ${title.reels.map((strip) => strip.length).join('-')} / ` +
        `${free ? free.map((strip) => strip.length).join('-') : 'same'} | ${math.baseCombinations.toLocaleString('en-US')} / ` +
        `${free ? math.freeCombinations.toLocaleString('en-US') : 'same'} | ${title.scatter.freeSpins.join(' / ')} | ` +
        `×${title.freeSpins.multiplier} | ${title.freeSpins.maxSpins} |`,
    );
  }
  console.log('');
  console.log(
    '| Game | Base lines | Base scatters | Free spins | **RTP** | Trigger | Spins per trigger | Win per trigger | Hit frequency | Std dev | Max win |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { title, math } of results) {
    console.log(
      `| ${title.name} | ${percent(math.baseLineRtp)} | ${percent(math.baseScatterRtp)} | ${percent(math.featureRtp)} | ` +
        `**${percent(math.theoreticalRtp, 6)}** | 1 in ${(1 / math.triggerProbability).toFixed(1)} | ${math.averageFreeSpins.toFixed(2)} | ` +
        `${times(math.averageFeatureWin)} | ${percent(math.hitFrequency, 2)} | ${math.stdDev.toFixed(3)} | ${times(math.maxWin)} |`,
    );
  }
  console.log('');
  for (const { title, math, elapsedMs } of results) {
    console.log(
      `${title.id}: RTP ${math.theoreticalRtp} (stated ${title.theoreticalRtp}), figures in the title file ` +
        `${matches(title, math) ? 'match' : 'DO NOT MATCH'}; computed in ${elapsedMs.toFixed(0)} ms`,
    );
  }
  if (results.some(({ title, math }) => !matches(title, math))) process.exitCode = 1;
}
