import { FREE_SPIN_GAME_ID, PROMOTION_TERMS } from '@lodestar/contracts';

/** What every promotion row takes from PROMOTION_TERMS, whoever creates it (the seed, a coupon, a deposit tier). */
export const STANDARD_PROMOTION_TERMS = {
  freeSpinGameId: FREE_SPIN_GAME_ID,
  wageringMultiplier: PROMOTION_TERMS.wageringMultiplier,
  validDays: PROMOTION_TERMS.bonusValidDays,
  active: true,
};
