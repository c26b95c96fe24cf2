import { useEffect, useState } from 'react';
import { messages } from '@lodestar/contracts/schema-free';
import { judgePasswordStrength, passwordWeaknessMessage, type PasswordOwner, type PasswordStrength } from '@lodestar/contracts/password-strength';

/**
 * zxcvbn-ts's judgement of the password being typed, for the advice under the field: undefined until the field has
 * a value (the judge's dictionaries load on first use, in their own chunk). The previous judgement stays shown
 * while the next one is computed, so the advice does not flicker between keystrokes.
 */
export function usePasswordStrength(password: string, { email, fullName }: PasswordOwner): PasswordStrength | undefined {
  const [strength, setStrength] = useState<PasswordStrength>();
  useEffect(() => {
    if (!password) return;
    let current = true;
    void judgePasswordStrength(password, { email, fullName }).then((judged) => {
      if (current) setStrength(judged);
    });
    return () => {
      current = false;
    };
  }, [password, email, fullName]);
  return password ? strength : undefined;
}

/** What the field says under it as the player types: zxcvbn's advice, or that the password will do. */
export function passwordAdvice(strength: PasswordStrength): string {
  return strength.strongEnough ? messages.field.passwordStrongEnough : passwordWeaknessMessage(strength);
}

/**
 * The forms' check before sending, the same rule the server applies: the field error for a password too weak, or
 * undefined when it may be sent. The server still judges it (and the common-password list) on its own.
 */
export async function weakPasswordError(password: string, owner: PasswordOwner): Promise<string | undefined> {
  const strength = await judgePasswordStrength(password, owner);
  return strength.strongEnough ? undefined : passwordWeaknessMessage(strength);
}
