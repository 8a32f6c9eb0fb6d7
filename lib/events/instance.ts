import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

// On globalThis: instrumentation and each route bundle may load their own copy of this module.
const store = globalThis as typeof globalThis & { __consoleInstanceId?: string };

/**
 * This server process among the instances sharing a store: it owns run watch leases under this
 * name and /api/health reports it. Host and pid make it readable; the random part makes a
 * restarted process (same pid in a container) a new owner.
 */
export function instanceId(): string {
  store.__consoleInstanceId ??= `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`;
  return store.__consoleInstanceId;
}
