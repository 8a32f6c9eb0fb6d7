import { createHash } from "node:crypto";

/**
 * Stable identifiers and numbers derived from text. Flow ids must not move when the seed or the
 * customer list changes, and a flow's result should depend only on its input (the same input
 * gives the same report), so these hash their label instead of drawing from a random stream.
 */
function digest(label: string): string {
  return createHash("sha256").update(label, "utf8").digest("hex");
}

/** A UUID-shaped (version 4 layout) id that is always the same for `label`. */
export function stableUuid(label: string): string {
  const hex = digest(label);
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join("-");
}

/** An integer in [min, max] that is always the same for `label`. */
export function stableInt(label: string, min: number, max: number): number {
  const value = parseInt(digest(label).slice(0, 8), 16);
  return min + (value % (max - min + 1));
}

/** A short upper-case reference such as `HX7Q2M`, always the same for `label`. */
export function stableRef(label: string, length = 6): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const hex = digest(label);
  return Array.from({ length }, (_, index) => {
    const byte = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
    return alphabet[byte % alphabet.length];
  }).join("");
}
