import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@lodestar/contracts/schema-free';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { useOpenModal } from '@/lib/modal-store';
import { useConfirmEmail } from './api';

const CONFIRM_EMAIL_PARAM = 'confirm-email';
const RESET_PASSWORD_PARAM = 'reset-password';

/**
 * Acts on the links the server emails: `/?confirm-email=<token>` confirms the address, `/?reset-password=<token>`
 * opens the reset modal. The token is removed from the address bar so a reload or a shared URL does not replay it.
 */
export function useEmailLinks(): void {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const openModal = useOpenModal();
  const { mutate: confirmEmail } = useConfirmEmail();
  // Strict mode runs effects twice in development; a confirmation token is single use.
  const handledSearch = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const confirmToken = params.get(CONFIRM_EMAIL_PARAM);
    const resetToken = params.get(RESET_PASSWORD_PARAM);
    if (confirmToken === null && resetToken === null) return;
    if (handledSearch.current === search) return;
    handledSearch.current = search;

    if (confirmToken) {
      confirmEmail(confirmToken, {
        onSuccess: (answer) => showToast(answer.message, 'success'),
        onError: (error) => showToast(isApiError(error) ? error.body.message : messages.confirmEmail.invalidToken, 'error'),
      });
    }
    if (resetToken) openModal({ kind: 'reset-password', token: resetToken });

    params.delete(CONFIRM_EMAIL_PARAM);
    params.delete(RESET_PASSWORD_PARAM);
    const remaining = params.toString();
    void navigate({ pathname, search: remaining ? `?${remaining}` : '', hash }, { replace: true });
  }, [search, pathname, hash, navigate, openModal, confirmEmail]);
}
