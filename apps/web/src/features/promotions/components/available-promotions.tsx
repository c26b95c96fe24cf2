import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { promotionMessages, type PlayerPromotion } from '@lodestar/contracts';
import { buttonClassName } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { ConfirmDialog } from '@/components/modal/confirm-dialog';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { useOpenModal } from '@/lib/modal-store';
import { eligiblePromotionsQueryOptions, playerPromotionsQueryOptions } from '@/lib/promotion-queries';
import { useCurrencies } from '@/lib/wallet-queries';
import { useCancelPromotion, usePromotionChoice } from '../api';
import { EligibleOfferCard } from './eligible-offer-card';
import { PlayerPromotionCard } from './player-promotion-card';
import './promotions.css';

const failureMessage = (error: unknown) => (isApiError(error) ? error.body.message : 'Something went wrong, please try again later');

interface AvailablePromotionsProps {
  /** The page of a catalogue game by its id (the free spins' slot); undefined while the catalogue loads. */
  gameHref: (gameId: string) => string | undefined;
}

/** /profile/available-promotions: the player's promotions with their progress, then the offers they may take. */
export function AvailablePromotions({ gameHref }: AvailablePromotionsProps) {
  const mine = useQuery(playerPromotionsQueryOptions);
  const eligible = useQuery(eligiblePromotionsQueryOptions);
  const currencies = useCurrencies();
  const openModal = useOpenModal();
  const choice = usePromotionChoice();
  const cancel = useCancelPromotion();
  const [cancelling, setCancelling] = useState<PlayerPromotion>();

  const active = mine.data?.filter((promotion) => promotion.status === 'active') ?? [];
  const past = mine.data?.filter((promotion) => promotion.status !== 'active') ?? [];
  const card = (promotion: PlayerPromotion) => (
    <PlayerPromotionCard
      key={promotion.id}
      promotion={promotion}
      currency={findCurrency(currencies.data, promotion.currency)}
      freeSpinGameHref={promotion.freeSpins.game ? gameHref(promotion.freeSpins.game.id) : undefined}
      onCancel={() => {
        cancel.reset();
        setCancelling(promotion);
      }}
    />
  );

  const confirmCancel = (promotion: PlayerPromotion) =>
    cancel.mutate(promotion.id, {
      onSuccess: () => {
        setCancelling(undefined);
        showToast(`${promotion.name} cancelled`, 'success');
      },
    });

  return (
    <>
      <section className="promo-section" aria-labelledby="my-promotions-title" aria-busy={mine.isPending}>
        <h2 id="my-promotions-title" className="promo-section__title">
          Your promotions
        </h2>
        {mine.isPending ? (
          <Spinner label="Loading your promotions" />
        ) : mine.isError ? (
          <LoadError what="Your promotions" onRetry={() => void mine.refetch()} />
        ) : active.length === 0 ? (
          <EmptyState headingLevel={3} title="No active promotion">
            <p>Take an offer below with your next deposit, or redeem a promotion coupon from your account page.</p>
          </EmptyState>
        ) : (
          <div className="promo-grid">{active.map(card)}</div>
        )}
      </section>

      <section className="promo-section" aria-labelledby="offers-title" aria-busy={eligible.isPending}>
        <h2 id="offers-title" className="promo-section__title">
          Offers for you
        </h2>
        {eligible.isPending ? (
          <Spinner label="Loading your offers" />
        ) : eligible.isError ? (
          <LoadError what="Your offers" onRetry={() => void eligible.refetch()} />
        ) : eligible.data.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No offers right now"
            actions={
              <Link to="/games" className={buttonClassName({ variant: 'secondary' })}>
                Go to games
              </Link>
            }
          >
            <p>Deposit bonuses are for your first five deposits. New offers and redeemed coupons show up here.</p>
          </EmptyState>
        ) : (
          <div className="promo-grid">
            {eligible.data.map((offer) => (
              <EligibleOfferCard
                key={offer.id}
                offer={offer}
                choosing={choice.isPending && choice.variables?.id === offer.id}
                onDeposit={() => openModal({ kind: 'deposit' })}
                onChoose={(accepted) => choice.mutate({ id: offer.id, accepted }, { onError: (error) => showToast(failureMessage(error), 'error') })}
              />
            ))}
          </div>
        )}
      </section>

      {past.length > 0 && (
        <section className="promo-section" aria-labelledby="past-promotions-title">
          <h2 id="past-promotions-title" className="promo-section__title">
            Past promotions
          </h2>
          <div className="promo-grid">{past.map(card)}</div>
        </section>
      )}

      <p className="promo-section__footnote">
        Every promotion follows our <Link to="/terms#bonus-terms">bonus terms</Link>.
      </p>

      {cancelling && (
        <ConfirmDialog
          title={`Cancel ${cancelling.name}?`}
          message={promotionMessages.cancelForfeits(
            formatMoney(cancelling.bonusBalance, findCurrency(currencies.data, cancelling.currency), cancelling.currency),
          )}
          confirmLabel="Cancel promotion"
          cancelLabel="Keep it"
          busy={cancel.isPending}
          error={cancel.isError ? failureMessage(cancel.error) : undefined}
          onCancel={() => setCancelling(undefined)}
          onConfirm={() => confirmCancel(cancelling)}
        />
      )}
    </>
  );
}
