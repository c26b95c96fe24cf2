export * from './outcomes.ts';
export * from './studio-game.ts';
export * from './studio-games.ts';
export { JACKPOT_DRAW_ROUND, jackpotDrawFloat } from './jackpot-draw.ts';
