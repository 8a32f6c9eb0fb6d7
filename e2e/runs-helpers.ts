import type { Page } from "@playwright/test";
import { e2e } from "./env";
import { expect, sandbox } from "./fixtures";

/** Shared by the runs-*.spec.ts files: the sandbox's seeded flows and a few ways to start runs. */
export type FlowKind =
  | "report"
  | "structured"
  | "failing"
  | "degraded"
  | "rehearsal"
  | "skipped"
  | "no_active_version"
  | "screening_remediation"
  | "too_large_output";

interface SeedCustomer {
  id: string;
  api_key: string;
  flows: { id: string; name: string; kind: FlowKind }[];
  flow_runs: { id: string; flow_id: string; status: string }[];
}

/** The seed of the customer whose key the console uses (no id is hard-coded). */
export async function consoleCustomer(): Promise<SeedCustomer> {
  const seed = await sandbox<{ customers: SeedCustomer[] }>("/_sandbox/seed");
  const customer = seed.customers.find((candidate) => candidate.api_key === e2e.apiKey);
  if (!customer) throw new Error("the sandbox has no customer for the e2e key");
  return customer;
}

export async function flowOf(kind: FlowKind) {
  const flow = (await consoleCustomer()).flows.find((candidate) => candidate.kind === kind);
  if (!flow) throw new Error(`the sandbox seed has no ${kind} flow`);
  return flow;
}

export const reportInput = {
  company_name: "Harbourline Logistics Ltd",
  country_code: "GB",
  website: "https://harbourline.example",
};

/** Queues a run through the console's API (the browser's session), as the trigger form does. */
export async function triggerRun(page: Page, flowId: string, input: Record<string, unknown>) {
  const response = await page.request.post(`/api/flows/${flowId}/runs`, { data: { input } });
  expect(response.status(), await response.text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/** Opens a run and waits until the page shows it finished with this status label. */
export async function openFinishedRun(page: Page, runId: string, statusLabel: string) {
  await page.goto(`/runs/${runId}`);
  await expect(page.getByText(`Run status: ${statusLabel}`)).toBeAttached({ timeout: 20_000 });
}

export async function setClock(body: { pause?: boolean; advance_ms?: number }) {
  await sandbox("/_sandbox/clock", { method: "POST", body: JSON.stringify(body) });
}
