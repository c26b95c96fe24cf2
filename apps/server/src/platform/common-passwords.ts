import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/**
 * Whether a password is among the ~49,000 most common ones of breach corpora (zxcvbn-ts's list, shipped inside the
 * package, lower-cased), compared case-insensitively so `Password1` counts as `password1`. Server-side only: the
 * list would weigh the web bundle down, so the form learns of it as a field error on `password`.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}
