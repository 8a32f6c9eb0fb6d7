/**
 * The expiries a share link can be given. The store accepts up to 90 days, but the console
 * offers at most 30 (docs/architecture.md: a reviewer reads a report only as long as intended).
 */
export const SHARE_EXPIRIES = [
  { value: "1h", label: "1 hour", ms: 60 * 60_000 },
  { value: "24h", label: "24 hours", ms: 24 * 60 * 60_000 },
  { value: "7d", label: "7 days", ms: 7 * 24 * 60 * 60_000 },
  { value: "30d", label: "30 days", ms: 30 * 24 * 60 * 60_000 },
] as const;

export type ShareExpiry = (typeof SHARE_EXPIRIES)[number]["value"];

export const DEFAULT_SHARE_EXPIRY: ShareExpiry = "7d";

export const SHARE_EXPIRY_VALUES = SHARE_EXPIRIES.map((e) => e.value) as [
  ShareExpiry,
  ...ShareExpiry[],
];

export function shareExpiryMs(expiry: ShareExpiry): number {
  const found = SHARE_EXPIRIES.find((e) => e.value === expiry);
  if (!found) throw new RangeError(`Unknown expiry ${expiry}`);
  return found.ms;
}
