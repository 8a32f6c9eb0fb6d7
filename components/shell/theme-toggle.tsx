"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ThemeChoice } from "@/lib/theme";

export interface ThemeToggleProps {
  /** The choice the server rendered with (from the cookie), so the first render matches it. */
  initial: ThemeChoice;
}

/**
 * Switches between light and dark and remembers the choice in a cookie the root layout reads.
 * Nothing browser-only is read while rendering (that made every dark page load fail hydration,
 * React #418): the server's choice renders first, and the system's preference, when no choice
 * was made, is read after mount.
 */
export function ThemeToggle({ initial }: ThemeToggleProps) {
  const [dark, setDark] = useState(initial === "dark");
  const [choice, setChoice] = useState(initial);
  useEffect(() => {
    if (choice !== "system") return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => setDark(media.matches);
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [choice]);

  function toggle() {
    const next = !dark;
    const root = document.documentElement;
    root.classList.toggle("dark", next);
    root.classList.toggle("light", !next);
    document.cookie = `theme=${next ? "dark" : "light"}; path=/; max-age=31536000; samesite=lax`;
    setDark(next);
    setChoice(next ? "dark" : "light");
  }
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={dark}>
      {dark ? "Light mode" : "Dark mode"}
    </Button>
  );
}
