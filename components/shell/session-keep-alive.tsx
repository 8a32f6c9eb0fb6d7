"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { expiredSignInPath } from "@/lib/auth/next-path";

const refreshEveryMs = 5 * 60 * 1000;

/**
 * Sessions end after SESSION_IDLE_HOURS without activity, and SESSION_MAX_HOURS after sign-in. While the analyst is active (keys,
 * clicks, returning to the tab) the session endpoint is asked at most every five minutes, which
 * re-issues the cookie with a fresh expiry; a session that already ended sends them to sign in.
 */
export function SessionKeepAlive() {
  const router = useRouter();
  useEffect(() => {
    let last = Date.now();
    async function refresh() {
      if (Date.now() - last < refreshEveryMs) return;
      last = Date.now();
      const response = await fetch("/api/auth/session", { credentials: "same-origin" }).catch(
        () => null,
      );
      const session = response?.ok ? ((await response.json()) as { user?: unknown }) : null;
      if (response?.ok && !session?.user) {
        router.push(expiredSignInPath(window.location.pathname + window.location.search));
      }
    }
    const onActivity = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    window.addEventListener("pointerdown", onActivity);
    window.addEventListener("keydown", onActivity);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("pointerdown", onActivity);
      window.removeEventListener("keydown", onActivity);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [router]);
  return null;
}
