import "server-only";
import { z } from "zod";
import { upstreamUrl, usesSandbox } from "@/lib/env";
import { lookupAlert, lookupIfFound, lookupSearch } from "./indexing";

/**
 * With the embedded sandbox there is no event history yet at first start, so the demo would open
 * on empty screening lists. The sandbox's control plane lists its seeded ids for every customer;
 * each is looked up with the console's own key, so only that key's customer's are indexed (the
 * others answer "not found"), and nothing here needs to know which customer the key belongs to.
 */

// Only ids are read: the seed also lists each customer's API key, which must go nowhere.
const seedSchema = z.object({
  customers: z.array(
    z.object({
      searches: z.array(z.object({ id: z.string() })).default([]),
      screening_alerts: z.array(z.object({ id: z.string() })).default([]),
    }),
  ),
});

const seedTimeoutMs = 5_000;

export interface SandboxImportResult {
  searches: number;
  alerts: number;
}

export async function importSandboxScreening(): Promise<SandboxImportResult> {
  if (!usesSandbox) return { searches: 0, alerts: 0 };
  const response = await fetch(`${upstreamUrl}/_sandbox/seed`, {
    redirect: "error",
    cache: "no-store",
    signal: AbortSignal.timeout(seedTimeoutMs),
  });
  if (!response.ok) throw new Error(`The sandbox seed answered ${response.status}`);
  const seed = seedSchema.parse(await response.json());

  let searches = 0;
  let alerts = 0;
  for (const customer of seed.customers) {
    for (const { id } of customer.searches) {
      if (await lookupIfFound(() => lookupSearch(id, { indexAlerts: false }))) searches += 1;
    }
    for (const { id } of customer.screening_alerts) {
      if (await lookupIfFound(() => lookupAlert(id))) alerts += 1;
    }
  }
  return { searches, alerts };
}
