import "server-only";
import { getConsoleConnection } from "./console-runtime";

/**
 * Whether the service pushes changes to this console (its webhook is connected and sound), for the
 * header's live indicator. Asked of the service at most once a minute however many tabs ask.
 */
export type PushMode = "pushed" | "polled" | "unknown";

const ttlMs = 60_000;
const store = globalThis as typeof globalThis & {
  __consolePushStatus?: { at: number; mode: Promise<PushMode> };
};

export function getPushMode(now = Date.now()): Promise<PushMode> {
  const cached = store.__consolePushStatus;
  if (cached && now - cached.at < ttlMs) return cached.mode;
  const mode = getConsoleConnection()
    .then((connection): PushMode => (connection.state === "connected" ? "pushed" : "polled"))
    .catch((error: unknown) => {
      console.error("[console] could not check whether the service pushes events:", error);
      return "unknown" as const;
    });
  store.__consolePushStatus = { at: now, mode };
  return mode;
}

/** After connecting or changing the console's webhook, the next question is asked anew. */
export function forgetPushMode(): void {
  store.__consolePushStatus = undefined;
}
