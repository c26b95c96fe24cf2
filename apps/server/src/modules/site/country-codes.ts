/** Regions ICU names that are not countries a player lives in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UN', 'XA', 'XB', 'ZZ']);

function buildCountryCodes(): Record<string, { name: string }> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const codes: Record<string, { name: string }> = {};
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name) codes[code] = { name };
    }
  }
  return codes;
}

/** ISO 3166-1 alpha-2 code → English name, from the runtime's own ICU data. */
export const countryCodes = buildCountryCodes();
