"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Switches the `dark` class and remembers the choice in a cookie the root layout reads. */
export function ThemeToggle() {
  const [dark, setDark] = useState(
    () => typeof document !== "undefined" && document.documentElement.classList.contains("dark"),
  );
  function toggle() {
    const next = !dark;
    document.documentElement.classList.toggle("dark", next);
    document.cookie = `theme=${next ? "dark" : "light"}; path=/; max-age=31536000; samesite=lax`;
    setDark(next);
  }
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={dark}>
      {dark ? "Light mode" : "Dark mode"}
    </Button>
  );
}
