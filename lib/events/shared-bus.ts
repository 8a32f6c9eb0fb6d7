import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { getLiveBus } from "./bus";
import { PgLiveTransport } from "./pg-transport";

const store = globalThis as typeof globalThis & { __consoleLiveTransport?: PgLiveTransport };

/**
 * With a shared PostgreSQL store, joins this instance's live bus to the others' (events as rows,
 * NOTIFY as the wake-up). Called once at start, before any stream opens; without DATABASE_URL the
 * bus stays in process.
 */
export async function startSharedBus(): Promise<void> {
  if (!env.DATABASE_URL || store.__consoleLiveTransport) return;
  const transport = new PgLiveTransport(await getDb(), env.DATABASE_URL, getLiveBus());
  store.__consoleLiveTransport = transport;
  await transport.start();
}

/** For /api/health: in-process, or shared and whether this instance is listening right now. */
export function busStatus(): { mode: "in-process" | "shared"; listening: boolean } {
  const transport = store.__consoleLiveTransport;
  return transport
    ? { mode: "shared", listening: transport.isListening }
    : { mode: "in-process", listening: true };
}
