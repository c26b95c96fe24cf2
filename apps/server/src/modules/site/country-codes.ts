import { currentCountryCodes } from '@lodestar/contracts';

/** Current ISO 3166-1 alpha-2 code → English name, the names from the runtime's own ICU data. */
function buildCountryCodes(): Record<string, { name: string }> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return Object.fromEntries(currentCountryCodes.map((code) => [code, { name: names.of(code) ?? code }]));
}

export const countryCodes = buildCountryCodes();
