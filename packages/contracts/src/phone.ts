export const PHONE_MAX_LENGTH = 15;

/** SPEC.md §5 "Profile edit": a plus sign followed by 11 digits. */
export const PHONE_PATTERN = /^\+\d{11}$/;

export interface PhoneParts {
  dialingCode: string;
  phoneNumber: string;
}

/**
 * SPEC.md §5, word for word: "if it starts with 00 the first 4 characters are the dialing code, otherwise the
 * first 3; a value of 4 or fewer characters gives empty parts".
 */
export function splitPhone(phone: string): PhoneParts {
  if (phone.length <= 4) return { dialingCode: '', phoneNumber: '' };
  const codeLength = phone.startsWith('00') ? 4 : 3;
  return { dialingCode: phone.slice(0, codeLength), phoneNumber: phone.slice(codeLength) };
}

/**
 * The two-digit country calling codes of ITU-T E.164. The split rule takes exactly two digits after '+', so it
 * is faithful only for these: '+1 212…' or '+353 …' would be cut at the wrong place and saved wrong.
 */
const twoDigitCallingCodes = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '),
);

export const phoneMessages = {
  required: 'Please enter your phone number',
  tooLong: `A phone number has at most ${PHONE_MAX_LENGTH} characters`,
  pattern: 'Enter + followed by 11 digits, for example +49301234567',
  cannotSplit: 'Numbers with this dialing code cannot be stored yet, please contact support',
  partsMismatch: 'Send the dialing code and the phone number as the phone number rule splits them',
} as const;

/** Spaces, dashes, dots and brackets people type between groups of digits carry no meaning. */
export const normalizePhone = (typed: string) => typed.replace(/[\s\-.()]/g, '');

/** Why a typed phone number cannot be saved, or undefined when it can (normalised first). */
export function phoneProblem(typed: string): string | undefined {
  const phone = normalizePhone(typed);
  if (!phone) return phoneMessages.required;
  if (phone.length > PHONE_MAX_LENGTH) return phoneMessages.tooLong;
  if (!PHONE_PATTERN.test(phone)) return phoneMessages.pattern;
  const { dialingCode, phoneNumber } = splitPhone(phone);
  if (!dialingCode || !phoneNumber || dialingCode + phoneNumber !== phone) return phoneMessages.cannotSplit;
  if (!twoDigitCallingCodes.has(dialingCode.slice(1))) return phoneMessages.cannotSplit;
  return undefined;
}

/** The saved parts as one number again, for showing and for re-checking. */
export const joinPhone = ({ dialingCode, phoneNumber }: { dialingCode: string | null; phoneNumber: string | null }) =>
  `${dialingCode ?? ''}${phoneNumber ?? ''}`;
