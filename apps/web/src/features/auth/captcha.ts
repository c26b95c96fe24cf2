import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaptchaAction } from '@lodestar/contracts';
import { messages } from '@lodestar/contracts/schema-free';
import { siteConfigurationQueryOptions } from '@/lib/platform-api';
import { FormError } from '@/lib/form-errors';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: CaptchaAction }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptLoad: Promise<void> | undefined;

function loadRecaptchaScript(siteKey: string): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Let a later attempt (the next submit) try the download again.
      scriptLoad = undefined;
      script.remove();
      reject(new FormError(messages.captcha.notLoaded));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

async function executeCaptcha(siteKey: string, action: CaptchaAction): Promise<string> {
  await loadRecaptchaScript(siteKey).catch(() => undefined);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new FormError(messages.captcha.notLoaded);
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, () => reject(new FormError(messages.captcha.failed)));
    });
  });
}

/**
 * Returns a function that yields a captcha token for an action, or undefined when the site has no
 * reCAPTCHA key configured (development, tests). The script starts loading as soon as a form that needs it mounts.
 */
export function useCaptcha(): (action: CaptchaAction) => Promise<string | undefined> {
  const queryClient = useQueryClient();
  const siteKey = useQuery(siteConfigurationQueryOptions).data?.recaptchaSiteKey ?? null;

  useEffect(() => {
    if (siteKey) loadRecaptchaScript(siteKey).catch(() => undefined);
  }, [siteKey]);

  return useCallback(
    async (action) => {
      const configuration = await queryClient.ensureQueryData(siteConfigurationQueryOptions).catch(() => null);
      const key = configuration?.recaptchaSiteKey ?? null;
      return key ? executeCaptcha(key, action) : undefined;
    },
    [queryClient],
  );
}
