// Phone numbers of every country, read and checked by libphonenumber-js (Google's libphonenumber metadata, kept
// current by its maintainers) and stored as E.164. The "min" metadata checks a number's length and leading digits
// per country at a third of the full metadata's size: the profile form loads it in the browser.
import { parsePhoneNumberFromString as parsePhoneNumber, validatePhoneNumberLength, type PhoneNumber } from 'libphonenumber-js/min';

/** E.164: a country calling code and a national number of at most 15 digits in all. */
export const PHONE_MAX_DIGITS = 15;

/** What the field takes as typed: the 15 digits of E.164 with a plus sign and the spaces people put between groups. */
export const PHONE_INPUT_MAX_LENGTH = 24;

/** SPEC.md §3's two parts of a phone: the dialing code with its plus sign ('+353') and the national number. */
export interface PhoneParts {
  dialingCode: string;
  phoneNumber: string;
}

export const phoneMessages = {
  required: 'Please enter your phone number',
  tooLong: `A phone number has at most ${PHONE_MAX_DIGITS} digits`,
  international: 'Start with + and the country calling code, for example +44 20 7946 0958',
  notANumber: 'A phone number is made of digits, with spaces between groups if you like',
  unknownCallingCode: 'This number does not start with a country calling code',
  invalid: (callingCode: string) => `This is not a valid phone number for +${callingCode}`,
  tooShort: (callingCode: string) => `This number is too short for +${callingCode}`,
  tooLongFor: (callingCode: string) => `This number is too long for +${callingCode}`,
  bothParts: 'Send the dialing code and the phone number together',
} as const;

/** Spaces, dashes, dots and brackets people type between groups of digits carry no meaning; 00 is the + of a landline. */
export const normalizePhone = (typed: string) => typed.replace(/[\s\-.()]/g, '').replace(/^00/, '+');

type PhoneReading = { phone: PhoneNumber; problem?: undefined } | { phone?: undefined; problem: string };

/** The library's reason, in the player's words, why a number of + and digits is not a valid phone number. */
function problemOf(phone: string, parsed: PhoneNumber | undefined): string {
  const reason = validatePhoneNumberLength(phone);
  if (!parsed || reason === 'INVALID_COUNTRY' || reason === 'NOT_A_NUMBER') return phoneMessages.unknownCallingCode;
  const callingCode = parsed.countryCallingCode;
  if (reason === 'TOO_SHORT') return phoneMessages.tooShort(callingCode);
  if (reason === 'TOO_LONG') return phoneMessages.tooLongFor(callingCode);
  return phoneMessages.invalid(callingCode);
}

/** Reads a typed number (normalised first) as a valid international phone number, or says why it is not one. */
function readPhone(typed: string): PhoneReading {
  const phone = normalizePhone(typed);
  if (!phone) return { problem: phoneMessages.required };
  if (!phone.startsWith('+')) return { problem: phoneMessages.international };
  if (!/^\+\d+$/.test(phone)) return { problem: phoneMessages.notANumber };
  if (phone.length - 1 > PHONE_MAX_DIGITS) return { problem: phoneMessages.tooLong };
  const parsed = parsePhoneNumber(phone);
  return parsed?.isValid() ? { phone: parsed } : { problem: problemOf(phone, parsed) };
}

/** Why a typed phone number cannot be saved, or undefined when it can. */
export const phoneProblem = (typed: string): string | undefined => readPhone(typed).problem;

/** A valid typed number in E.164 ('+35385…'), or undefined when it is not one. */
export const toE164 = (typed: string): string | undefined => readPhone(typed).phone?.number;

/** The SPEC's two parts of a valid number, split where its country calling code really ends (1, 2 or 3 digits). */
export function splitPhone(typed: string): PhoneParts | undefined {
  const phone = readPhone(typed).phone;
  return phone && { dialingCode: `+${phone.countryCallingCode}`, phoneNumber: phone.nationalNumber };
}

/** A saved E.164 number as people read it, grouped by its country's rules ('+1 202 555 0123'). */
export const formatPhone = (e164: string): string => parsePhoneNumber(e164)?.formatInternational() ?? e164;

/** The saved parts as one number again, for showing and for re-checking. */
export const joinPhone = ({ dialingCode, phoneNumber }: { dialingCode: string | null; phoneNumber: string | null }) =>
  `${dialingCode ?? ''}${phoneNumber ?? ''}`;
