import type { EligiblePromotion } from '@lodestar/contracts';

/** '125% bonus + 125 free spins', or just the bonus or the spins when the offer has only one. */
export function offerHeadline(offer: Pick<EligiblePromotion, 'bonusPercent' | 'freeSpins'>): string {
  const parts = [offer.bonusPercent > 0 ? `${offer.bonusPercent}% bonus` : '', offer.freeSpins > 0 ? `${offer.freeSpins} free spins` : ''];
  return parts.filter(Boolean).join(' + ');
}
