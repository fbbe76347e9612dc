import worldCountries from 'world-countries';

/** Observer states of the UN General Assembly, listed beside its member states. */
const OBSERVER_STATES = new Set(['VA', 'PS']);

/**
 * The countries a narrative may name: the 193 UN member states and the two observer states,
 * by their common English name, sorted. Taken from the `world-countries` data set.
 */
export const COUNTRY_NAMES: readonly string[] = worldCountries
  .filter((country) => country.unMember || OBSERVER_STATES.has(country.cca2))
  .map((country) => country.name.common)
  .sort((a, b) => a.localeCompare(b, 'en'));

const KNOWN = new Set(COUNTRY_NAMES.map((name) => name.toLowerCase()));

/** The list's spelling of a country name typed in any case, or undefined. */
export function canonicalCountryName(name: string): string | undefined {
  if (!KNOWN.has(name.trim().toLowerCase())) return undefined;
  return COUNTRY_NAMES.find((known) => known.toLowerCase() === name.trim().toLowerCase());
}
