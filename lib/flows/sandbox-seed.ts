import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit";
import { isUpstreamError } from "@/lib/api/errors";
import { resolveUpstream } from "@/lib/api/upstream";
import { getDb } from "@/lib/db";
import { getKv, setKv } from "@/lib/db/kv";
import { getRegisteredFlow, upsertRegisteredFlow } from "@/lib/db/registered-flows";
import { upstreamUrl, usesSandbox } from "@/lib/env";
import { lookupRun } from "@/lib/runs/lookup";

/**
 * With the embedded sandbox, the console starts with its demo: the flows of the customer whose
 * key the console uses are registered, and the seeded runs are looked up into the local index,
 * so neither the trigger form nor the runs list starts empty. The seed is read from the
 * sandbox's control plane (`GET /_sandbox/seed`, not part of the service's API, no key sent).
 * It happens once per store and customer: a flow an admin deletes afterwards stays deleted.
 */
const seedSchema = z.looseObject({
  customers: z.array(
    z.looseObject({
      id: z.string(),
      api_key: z.string(),
      flows: z
        .array(
          z.looseObject({
            id: z.string(),
            name: z.string(),
            kind: z.string().nullish(),
            description: z.string().nullish(),
            input_schema: z.unknown().optional(),
          }),
        )
        .default([]),
      flow_runs: z.array(z.looseObject({ id: z.string() })).default([]),
    }),
  ),
});

const retryAfterFailureMs = 3_000;
const seedTimeoutMs = 3_000;

const state = globalThis as typeof globalThis & {
  __sandboxDemo?: { done: boolean; pending?: Promise<void>; failedAt?: number };
};

/** Resolves once the demo is in place, or at once when there is nothing (more) to do. Never throws. */
export function ensureSandboxDemo(): Promise<void> {
  if (!usesSandbox) return Promise.resolve();
  const current = (state.__sandboxDemo ??= { done: false });
  if (current.done) return Promise.resolve();
  if (current.pending) return current.pending;
  if (current.failedAt && Date.now() - current.failedAt < retryAfterFailureMs) {
    return Promise.resolve();
  }
  current.pending = importDemo()
    .then(() => {
      current.done = true;
      current.failedAt = undefined;
    })
    .catch((error: unknown) => {
      current.failedAt = Date.now();
      console.warn("[console] sandbox demo not imported yet:", (error as Error).message);
    })
    .finally(() => {
      current.pending = undefined;
    });
  return current.pending;
}

/** At start the sandbox may still be booting: try a few times in the background. */
export async function ensureSandboxDemoAtStart(attempts = 20, gapMs = 1_500): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await ensureSandboxDemo();
    if (!usesSandbox || state.__sandboxDemo?.done) return;
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}

async function importDemo(): Promise<void> {
  const response = await fetch(`${upstreamUrl}/_sandbox/seed`, {
    signal: AbortSignal.timeout(seedTimeoutMs),
    redirect: "error",
  });
  if (!response.ok) throw new Error(`the sandbox seed answered ${response.status}`);
  const seed = seedSchema.parse(await response.json());
  const { apiKey } = await resolveUpstream();
  const customer = seed.customers.find((candidate) => candidate.api_key === apiKey);
  if (!customer) return;

  const db = await getDb();
  const marker = `sandbox.demo_imported.${customer.id}`;
  if (await getKv(db, marker)) return;
  const now = new Date();
  for (const flow of customer.flows) {
    if (await getRegisteredFlow(db, flow.id)) continue;
    await upsertRegisteredFlow(
      db,
      {
        id: flow.id,
        name: flow.name,
        description: flow.description ?? null,
        inputSchema: flow.input_schema ?? null,
        kind: flow.kind ?? null,
      },
      now,
    );
    await recordAudit(null, "flow.registered", { type: "flow", id: flow.id }, "success", {
      source: "sandbox seed",
      name: flow.name,
    });
  }
  // Sequential on purpose: a handful of runs, and the sandbox shares the machine with the console.
  for (const run of customer.flow_runs) {
    await lookupRun(run.id).catch((error: unknown) => {
      // A run the sandbox no longer has is skipped; anything else (sandbox down) retries later.
      if (!(isUpstreamError(error) && error.status === 404)) throw error;
    });
  }
  await setKv(db, marker, { flows: customer.flows.length, runs: customer.flow_runs.length }, now);
}
