import { errorCodes } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { isApiError } from '@/lib/api-client';
import { useOpenModal } from '@/lib/modal-store';

/**
 * A real-money launch in a currency the player holds no wallet in is refused (the server never opens one by
 * itself): offer to add the currency first, in the wallet's own currency picker.
 */
export function AddCurrencyOffer({ error }: { error: unknown }) {
  const openModal = useOpenModal();
  if (!isApiError(error) || error.body.code !== errorCodes.noWalletInCurrency) return null;
  return (
    <Button variant="secondary" onClick={() => openModal({ kind: 'currency' })}>
      Add a currency
    </Button>
  );
}
