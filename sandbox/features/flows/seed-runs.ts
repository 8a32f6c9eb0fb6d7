import type { SandboxContext } from "../../core/context";
import type { Rng } from "../../core/random";
import { seededOpenAlert, type AlertView } from "../screening/directory";
import { cancel, finish, newRun, skip, start } from "./run-state";
import type {
  FlowDefinition,
  FlowKind,
  JsonObject,
  RunRecord,
  RunStatus,
  TriggerType,
} from "./types";

/**
 * Historical runs per customer, so the demo has a history and the console can import runs by id.
 * Drawn from `rng("flows:<customer>")` at offsets back from `context.anchor`: the same seed gives
 * the same runs on every start. Every kind and every status appears; the QUEUED and the RUNNING run
 * have no timer and stay in flight until the control plane fires or cancels them, so nothing
 * announces itself by surprise after a start or reset.
 */
interface SeedSpec {
  kind: FlowKind;
  status: RunStatus;
  trigger: TriggerType;
  input: JsonObject;
}

const companies = [
  {
    company_name: "Harbourline Logistics Ltd",
    country_code: "GB",
    website: "https://harbourline-logistics.example",
    registration_number: "09876543",
  },
  {
    company_name: "Boulangerie Vasseur SAS",
    country_code: "FR",
    website: "https://vasseur.example",
    registration_number: "832614507",
  },
  {
    company_name: "Kessler Präzisionstechnik GmbH",
    country_code: "DE",
    website: "https://kessler-praezision.example",
    registration_number: "HRB 204871",
  },
  {
    company_name: "Fratelli Ruggeri S.r.l.",
    country_code: "IT",
    website: "https://ruggeri.example",
  },
  {
    company_name: "Nordlys Payments AS",
    country_code: "NO",
    website: "https://nordlys-pay.example",
  },
];
const analysts = ["amira.haddad", "lukas.brandt", "sofia.marquez"];
const dayMs = 24 * 60 * 60 * 1000;

function specs(rng: Rng, anchor: number, openAlert?: AlertView): SeedSpec[] {
  // Dates inside inputs follow the anchor too, so the history reads right in any year.
  const daysAgo = (days: number) => new Date(anchor - days * dayMs).toISOString().slice(0, 10);
  const company = (): JsonObject => ({ ...rng.pick(companies) });
  const brief = (): JsonObject => {
    const { company_name, country_code } = rng.pick(companies);
    return { company_name, country_code };
  };
  const account = () => `ACC-${rng.int(100_000, 999_999)}`;
  return [
    {
      kind: "report",
      status: "COMPLETED",
      trigger: "manual",
      input: { ...company(), notes: "Onboarding review requested by the sales team." },
    },
    { kind: "report", status: "COMPLETED", trigger: "schedule", input: company() },
    { kind: "report", status: "COMPLETED", trigger: "api", input: brief() },
    { kind: "report", status: "RUNNING", trigger: "manual", input: company() },
    {
      kind: "structured",
      status: "COMPLETED",
      trigger: "external_event",
      input: { ...brief(), include_officers: true },
    },
    { kind: "structured", status: "CANCELLED", trigger: "manual", input: brief() },
    {
      kind: "failing",
      status: "FAILED",
      trigger: "api",
      input: { ...brief(), failure_mode: "permanent" },
    },
    {
      kind: "failing",
      status: "FAILED",
      trigger: "schedule",
      input: { ...brief(), failure_mode: "transient" },
    },
    {
      kind: "degraded",
      status: "COMPLETED",
      trigger: "evaluation",
      input: { ...brief(), lookback_months: 24, keywords: ["fraud", "sanctions"] },
    },
    {
      kind: "rehearsal",
      status: "COMPLETED",
      trigger: "manual",
      input: {
        account_id: account(),
        action: "freeze",
        reason: "Confirmed sanctions match on the beneficial owner.",
        notify_customer: false,
      },
    },
    {
      kind: "skipped",
      status: "SKIPPED",
      trigger: "schedule",
      input: { ...brief(), last_verified_on: daysAgo(120) },
    },
    {
      kind: "no_active_version",
      status: "COMPLETED",
      trigger: "manual",
      input: { ...brief(), ubo_names: ["Henrik Dahl", "Mara Oyelaran"] },
    },
    {
      kind: "screening_remediation",
      status: "COMPLETED",
      trigger: "external_event",
      // A real open alert of the seed (the uuid is still drawn, so later draws stay the same).
      input: {
        alert_id: ((id) => openAlert?.alertId ?? id)(rng.uuid()),
        entity_name: openAlert?.entityName ?? "Jonathan Meyer",
        sync_to_provider: true,
      },
    },
    {
      kind: "too_large_output",
      status: "COMPLETED",
      trigger: "schedule",
      input: { account_id: account(), from: daysAgo(400), to: daysAgo(45) },
    },
    {
      kind: "too_large_output",
      status: "QUEUED",
      trigger: "api",
      input: { account_id: account(), from: daysAgo(30), to: daysAgo(1) },
    },
  ];
}

function seedRun(
  flow: FlowDefinition,
  spec: SeedSpec,
  rng: Rng,
  customerId: string,
  anchor: number,
): RunRecord {
  const inFlight = spec.status === "QUEUED" || spec.status === "RUNNING";
  // In-flight runs were triggered minutes before the anchor; the rest over the last six weeks.
  const triggered = inFlight
    ? anchor - rng.int(3, 15) * 60_000
    : anchor - rng.int(1, 42) * dayMs + rng.int(7 * 3_600, 18 * 3_600) * 1000;
  const started = triggered + rng.int(2, 40) * 1000;
  const ended = started + rng.int(20, 300) * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const manual = spec.trigger === "manual";
  const trigger = {
    type: spec.trigger,
    by: manual ? `${rng.pick(analysts)}@${customerId}.example` : "service_account",
  };
  const input = JSON.parse(JSON.stringify(spec.input)) as JsonObject;
  const record = newRun(flow, rng.uuid(), input, trigger, iso(triggered));
  record.seeded = true;
  if (spec.status === "SKIPPED") skip(record, iso(triggered));
  else if (spec.status !== "QUEUED") start(record, iso(started));
  if (spec.status === "COMPLETED" || spec.status === "FAILED")
    finish(record, spec.status, iso(ended));
  if (spec.status === "CANCELLED") cancel(record, iso(ended));
  return record;
}

/** The seeded runs of every customer, newest first. */
export function seedRuns(context: SandboxContext, catalog: readonly FlowDefinition[]): RunRecord[] {
  return context.customers.flatMap((customer) => {
    const rng = context.rng(`flows:${customer.id}`);
    const flows = catalog.filter((flow) => flow.customerId === customer.id);
    return specs(rng, context.anchor, seededOpenAlert(context, customer.id))
      .map((spec) => {
        const flow = flows.find((candidate) => candidate.kind === spec.kind) as FlowDefinition;
        return seedRun(flow, spec, rng, customer.id, context.anchor);
      })
      .sort((a, b) => b.run.triggered_at.localeCompare(a.run.triggered_at));
  });
}
