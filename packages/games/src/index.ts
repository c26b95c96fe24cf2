export * from './fairness/fair-random.ts';
export * from './simulatable-game.ts';
export * from './slots/index.ts';
export * from './table/index.ts';
export * from './studio/index.ts';
export * from './fairness/conversions.ts';
export * from './number-format.ts';
