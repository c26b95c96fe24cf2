const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'Ireland · 81.17.0.1': the country of the address at sign-in ('ZZ' is unknown), then the address itself. */
export function describeLocation({ countryCode, ipAddress }: { countryCode: string | null; ipAddress: string | null }): string {
  const country = countryCode && countryCode !== 'ZZ' ? regionNames.of(countryCode) : undefined;
  return [country, ipAddress ?? 'Unknown IP'].filter(Boolean).join(' · ');
}
