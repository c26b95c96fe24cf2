import { useCatalogue } from '@/features/games/api';
import { gamePath } from '@/features/games/lobby';
import { AvailablePromotions } from '@/features/promotions/components/available-promotions';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /profile/available-promotions (SPEC.md §2), also where a redeemed coupon leads. */
export function PromotionsPage() {
  useDocumentTitle('Available promotions');
  const catalogue = useCatalogue();
  const gameHref = (gameId: string) => {
    const game = catalogue.data?.games.find((candidate) => candidate.id === gameId);
    return game && gamePath(game);
  };
  return (
    <div className="profile-stack">
      <h1 className="profile-page__title">Available promotions</h1>
      <AvailablePromotions gameHref={gameHref} />
    </div>
  );
}
