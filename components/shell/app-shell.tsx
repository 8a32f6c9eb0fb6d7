"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { SessionKeepAlive } from "@/components/shell/session-keep-alive";
import { Sidebar } from "@/components/shell/sidebar";
import { SignedOutWatcher } from "@/components/shell/signed-out-watcher";
import { ThemeToggle } from "@/components/shell/theme-toggle";
import { UpstreamBanner } from "@/components/shell/upstream-banner";
import { UserMenu } from "@/components/shell/user-menu";
import { Badge } from "@/components/ui/badge";
import { TimeZoneProvider } from "@/components/ui/time-zone";
import type { Role } from "@/lib/http/roles";
import type { ThemeChoice } from "@/lib/theme";
import { UTC } from "@/lib/time";

export interface AppShellProps {
  user: { name: string; email: string; role: Role };
  environment: "Sandbox" | "Production";
  /** The theme the server rendered with (the `theme` cookie). */
  theme?: ThemeChoice;
  /** The zone times are shown in (the `time-zone` cookie, lib/time.ts). */
  timeZone?: string;
  liveIndicator?: ReactNode;
  children: ReactNode;
}

export function AppShell({
  user,
  environment,
  theme = "system",
  timeZone = UTC,
  liveIndicator,
  children,
}: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <TimeZoneProvider initial={timeZone}>
      <div className="flex min-h-screen flex-col">
        <SessionKeepAlive />
        <SignedOutWatcher />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-2 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-center gap-3">
            <button
              className="rounded p-2 md:hidden"
              aria-label="Toggle navigation"
              aria-expanded={menuOpen}
              aria-controls="main-navigation"
              onClick={() => setMenuOpen((open) => !open)}
            >
              ☰
            </button>
            <Link href="/" className="font-semibold">
              Compliance Console
            </Link>
            <Badge tone={environment === "Sandbox" ? "warning" : "success"}>{environment}</Badge>
          </div>
          {/* Wraps under the title on a phone rather than pushing Sign out off-screen. */}
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            {liveIndicator}
            <ThemeToggle initial={theme} />
            <UserMenu {...user} />
          </div>
        </header>
        <div className="flex flex-1">
          <aside
            id="main-navigation"
            className={`${menuOpen ? "block" : "hidden"} w-56 shrink-0 border-r border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900`}
          >
            <Sidebar role={user.role} onNavigate={() => setMenuOpen(false)} />
          </aside>
          <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
            <UpstreamBanner isAdmin={user.role === "admin"} />
            {children}
          </main>
        </div>
      </div>
    </TimeZoneProvider>
  );
}
