import { PROMO_COUPON_MAX_LENGTH } from '@lodestar/contracts';

/** What the bonus code field says about the typed code: nothing, while empty or unanswered; then valid or not. */
export type CouponStatus = 'idle' | 'checking' | 'valid' | 'invalid';

/** How long the player pauses typing before the code is checked. */
export const COUPON_CHECK_DELAY_MS = 400;

/**
 * Checks a code as the player types (POST promotion/coupon): only after a pause, and only the latest code's
 * answer counts: each keystroke cancels the pending timer and aborts the request in flight, so a slow answer
 * for 'SPIN' can never overwrite the answer for 'SPINS20'. `check` resolves to undefined when it could not tell
 * (offline, rate limited): the field then says nothing rather than something wrong.
 */
export function createCouponChecker(
  check: (code: string, signal: AbortSignal) => Promise<boolean | undefined>,
  onStatus: (status: CouponStatus) => void,
  delayMs = COUPON_CHECK_DELAY_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };

  return {
    /** The field's new text. */
    input(text: string) {
      cancel();
      const code = text.trim();
      if (code.length === 0) return onStatus('idle');
      // The server would refuse it as malformed: no request needed to say so.
      if (code.length > PROMO_COUPON_MAX_LENGTH) return onStatus('invalid');
      onStatus('checking');
      timer = setTimeout(() => {
        const controller = new AbortController();
        inFlight = controller;
        check(code, controller.signal).then(
          (valid) => {
            if (controller.signal.aborted) return;
            onStatus(valid === undefined ? 'idle' : valid ? 'valid' : 'invalid');
          },
          () => {
            if (!controller.signal.aborted) onStatus('idle');
          },
        );
      }, delayMs);
    },
    dispose: cancel,
  };
}
