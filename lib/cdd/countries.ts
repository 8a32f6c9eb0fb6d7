import { REGISTER_NUMBER_COUNTRIES, REGISTRY_PULL_COUNTRIES } from "@/lib/api/schemas/cdd-create";
import { ISO_COUNTRY_CODES } from "@/lib/api/schemas/country-codes";
import { countryLabel } from "./labels";

export interface CountryOption {
  value: string;
  label: string;
}

/** Country choices by name, so an invalid code cannot be typed in the first place. */
export function countryOptions(codes: readonly string[] = ISO_COUNTRY_CODES): CountryOption[] {
  return codes
    .map((code) => ({ value: code, label: countryLabel(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
}

export function supportsRegistryPull(country: string | null | undefined): boolean {
  return (REGISTRY_PULL_COUNTRIES as readonly string[]).includes(country ?? "");
}

export function supportsRegisterNumber(country: string | null | undefined): boolean {
  return (REGISTER_NUMBER_COUNTRIES as readonly string[]).includes(country ?? "");
}

/** Why the registry pull is unavailable, in words, or undefined when it is available. */
export function registryPullUnavailableReason(
  country: string | null | undefined,
): string | undefined {
  if (supportsRegistryPull(country)) return undefined;
  return country
    ? `Registry documents can be pulled only for companies in Germany (DE) and Italy (IT); this company's country is ${countryLabel(country)}.`
    : "Registry documents can be pulled only for companies in Germany (DE) and Italy (IT); no country is given.";
}
