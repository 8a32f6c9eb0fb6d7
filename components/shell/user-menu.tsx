"use client";

import { useEffect, useRef, useState } from "react";
import { signOut } from "@/components/shell/sign-out";
import { TimeZoneChoice } from "@/components/shell/time-zone-choice";
import { Button } from "@/components/ui/button";
import { fetchJson } from "@/lib/queries/fetch-json";

export interface UserMenuProps {
  name: string;
  email: string;
  role: string;
}

export function UserMenu({ name, email, role }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && container.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await fetchJson("/api/session/revoke", { method: "POST" });
    } finally {
      await signOut();
    }
  }

  return (
    <div ref={container} className="relative">
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="max-w-24 truncate sm:max-w-40">{name || email}</span>
        <span className="rounded bg-slate-200 px-1.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
          {role}
        </span>
      </Button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 z-20 mt-2 w-60 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="px-2 py-1 text-xs text-slate-500 dark:text-slate-400">
            Signed in as {email}
          </p>
          <TimeZoneChoice />
          <button
            role="menuitem"
            className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={() => signOut()}
          >
            Sign out
          </button>
          <button
            role="menuitem"
            disabled={busy}
            className="w-full rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={signOutEverywhere}
          >
            Sign out everywhere
          </button>
        </div>
      ) : null}
    </div>
  );
}
