// The promotions module's public face: other modules and app.ts import only this file.
export { createBetHooks, type BetHooks, type BonusTermsAtGame } from './bet-hooks.ts';
