import "server-only";
import { getDb } from "@/lib/db";
import { getFlowRun } from "@/lib/db/flow-runs";

/** Who pressed "Run" in this console, as the console recorded it at trigger time. */
export interface ConsoleTrigger {
  by: string;
  at: string;
}

/**
 * The upstream records every run the console triggers as `api` / `service_account` (the console's
 * key); the person is known only to the console's own index. Null for runs started elsewhere.
 */
export async function findConsoleTrigger(runId: string): Promise<ConsoleTrigger | null> {
  try {
    const run = await getFlowRun(await getDb(), runId);
    if (!run || run.source !== "triggered" || !run.triggeredBy) return null;
    return { by: run.triggeredBy, at: run.triggeredAt };
  } catch (error) {
    console.error("[console] could not read the console's trigger of run", runId, error);
    return null;
  }
}
