import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ChangePasswordRequest, ForgotPasswordRequest, messageResponse, Profile, RegistrationRequest } from '@lodestar/contracts';
import { CLICK_ID_COOKIE_NAME, apiPaths, errorCodes, messages, twoFactorPaths } from '@lodestar/contracts/schema-free';
import { showToast } from '@/components/toast/toast-store';
import { apiRequest, isApiError } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { describeUserAgent, formatDateTime } from '@/lib/format';
import { FormError } from '@/lib/form-errors';
import { refreshPromotions } from '@/lib/promotion-queries';
import { authStatusQueryOptions, profileQueryOptions, userQueryKey } from '@/lib/session';
import { useCaptcha } from './captcha';

/** The name the header and the profile greet the player with. */
export function playerDisplayName(profile: Profile): string {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return profile.nickName || fullName || profile.email;
}

function refreshSession(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: authStatusQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}

export function useSignin() {
  const queryClient = useQueryClient();
  const getCaptcha = useCaptcha();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const signinWith = (captcha: string | undefined) =>
        apiRequest(apiPaths.signin, {
          method: 'POST',
          body: { ...credentials, captcha },
          schema: () => import('@lodestar/contracts/two-factor').then((contracts) => contracts.signinResponse),
        });
      try {
        return await signinWith(undefined);
      } catch (error) {
        // An account that had failed sign-ins asks a device it does not know for a proof of humanity: the invisible
        // reCAPTCHA answers it and the same sign-in is sent again, so the player sees nothing of it.
        if (!isApiError(error) || error.body.code !== errorCodes.captchaRequired) throw error;
        const captcha = await getCaptcha('login');
        if (!captcha) throw error;
        return signinWith(captcha);
      }
    },
    // With two-factor on, the password alone opens no session: the login modal asks for the code next.
    onSuccess: async ({ secondFactorRequired }) => {
      if (!secondFactorRequired) await markSignedIn(queryClient);
    },
  });
}

async function markSignedIn(queryClient: QueryClient) {
  queryClient.setQueryData(authStatusQueryOptions.queryKey, { authenticated: true });
  await queryClient.invalidateQueries({ queryKey: userQueryKey });
  // SPEC.md §4: a sign-in refreshes the eligible promotions too, whether or not a screen shows them yet; not for a
  // player on a time-out or self-exclusion, whose withdraw-only site offers none (the server refuses them with 451).
  const profile = await queryClient.fetchQuery(profileQueryOptions).catch(() => undefined);
  if (!profile?.runningBreak) void refreshPromotions(queryClient);
  void announcePreviousSignin();
}

/** "Last sign-in: 22 Nov 2026, 14:03 from Chrome on Windows": a sign-in the player does not remember stands out. */
async function announcePreviousSignin() {
  const { previousSignin } = await apiRequest(twoFactorPaths.security, {
    schema: () => import('@lodestar/contracts/two-factor').then((contracts) => contracts.securityOverviewResponse),
  }).catch(() => ({
    previousSignin: null,
  }));
  if (previousSignin) showToast(`Last sign-in: ${formatDateTime(previousSignin.at)} from ${describeUserAgent(previousSignin.userAgent)}`);
}

/** The code step of a sign-in with two-factor on: the server knows the attempt by its HttpOnly cookie. */
export function useSecondFactorSignin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(twoFactorPaths.signinCode, {
        method: 'POST',
        body: { code },
        schema: () => import('@lodestar/contracts/auth').then((contracts) => contracts.messageResponse),
      }),
    onSuccess: () => markSignedIn(queryClient),
  });
}

/**
 * What the login form says for a failed sign-in (SPEC.md §8). Undefined means the request never got an answer:
 * the caller toasts messages.toast.signinFailed instead.
 */
export function signinErrorMessage(error: unknown): string | undefined {
  if (error instanceof FormError) return error.message;
  if (!isApiError(error)) return undefined;
  // A cool-off staff set (a player's own time-out or self-exclusion signs in, to the withdraw-only site).
  if (error.status === 451) return messages.login.coolOff;
  if (error.status === 423) return messages.login.locked;
  if (error.status === 403 && error.body.code === errorCodes.emailDomainBlocked) return messages.login.locked;
  if (error.status === 429) return error.body.message;
  if (error.body.code === errorCodes.captchaRequired || error.body.code === errorCodes.captchaFailed) return error.body.message;
  return messages.login.incorrect;
}

/** The register form's values: the contract's request without what the app adds itself. */
export type RegistrationFormValues = Omit<RegistrationRequest, 'captcha' | 'clickId' | 'language'>;

export function useRegister() {
  const queryClient = useQueryClient();
  const getCaptcha = useCaptcha();
  return useMutation({
    mutationFn: async (values: RegistrationFormValues) => {
      // SPEC.md §5: the email is checked by the server before the registration is even attempted.
      const validation = await apiRequest(apiPaths.validateEmail, {
        method: 'POST',
        body: { email: values.email },
        schema: () => import('@lodestar/contracts/auth').then((contracts) => contracts.validateEmailResponse),
      }).catch(() => {
        throw new FormError(messages.register.validationUnavailable);
      });
      const status = validation.email_status;
      if (status === 'BLOCKED') throw new FormError(messages.register.blocklistedDomain);
      if (status !== 'VALID') throw new FormError(messages.register.emailStatus(status.toLowerCase()));

      const captcha = await getCaptcha('register');
      const request: RegistrationRequest = {
        ...values,
        registrationCode: values.registrationCode || undefined,
        language: 'en',
        clickId: readCookie(CLICK_ID_COOKIE_NAME),
        captcha,
      };
      return apiRequest(apiPaths.registration, { method: 'POST', body: request });
    },
    // The server signs the new player in: everything we knew about the visitor is outdated. SPEC.md §4 refreshes
    // the promotions as well (a registration code may have registered one).
    onSuccess: async () => {
      await refreshSession(queryClient);
      void refreshPromotions(queryClient, { mine: true });
    },
  });
}

/** Form-level text for a failed registration; a 400 with fieldErrors is mapped to the inputs by the form. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof FormError) return error.message;
  if (!isApiError(error)) return messages.http.internal;
  if (error.status === 409) return messages.register.duplicateEmail;
  if (error.status === 403 && error.body.code === errorCodes.emailDomainBlocked) return messages.register.blocklistedDomain;
  return error.body.message;
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) => apiRequest(apiPaths.forgotPassword, { method: 'POST', body: request }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  const getCaptcha = useCaptcha();
  return useMutation({
    mutationFn: async (request: { password: string; confirmPassword: string; token: string }) => {
      const captcha = await getCaptcha('reset_password');
      return apiRequest(apiPaths.resetPassword, { method: 'POST', body: { ...request, captcha } });
    },
    // SPEC.md §4: authentication is re-checked after a reset.
    onSuccess: () => refreshSession(queryClient),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => apiRequest(apiPaths.changePassword, { method: 'POST', body: request }),
    // The server ended every other session: the security page's list must say so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

/**
 * The emailed link's call, made by the first screen on its own (use-email-links.ts): typed by its contract, not
 * parsed (api-client.ts, SchemaOption).
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<typeof messageResponse>(apiPaths.confirmEmail, { method: 'POST', body: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

/**
 * SPEC.md §4: logout navigates home first (so no player-only page renders without its player), then signs out
 * on the server, then forgets the player.
 */
export function useSignout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: () => apiRequest(apiPaths.signout, { method: 'DELETE' }),
  });

  return async () => {
    await navigate('/');
    try {
      await mutateAsync();
    } catch {
      showToast(messages.toast.signoutFailed, 'error');
      return;
    }
    queryClient.setQueryData(authStatusQueryOptions.queryKey, { authenticated: false });
    queryClient.removeQueries({ queryKey: userQueryKey });
  };
}
