export * from './fairness/fair-random.ts';
