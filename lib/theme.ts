/** The theme a user chose (kept in the `theme` cookie); "system" follows prefers-color-scheme. */
export type ThemeChoice = "light" | "dark" | "system";

export function readTheme(value: string | undefined): ThemeChoice {
  return value === "dark" || value === "light" ? value : "system";
}
