import type { SandboxContext } from "../../core/context";
import { alertReference, buildHits, caseReference, searchReference } from "./build";
import type { AlertRecord, SearchRecord, SearchStatus } from "./model";
import { subjects, type SubjectKey } from "./subjects";

/**
 * Seeded searches per customer, in all three statuses: settled ones with a REMEDIATED alert, ones
 * whose alert stays open for hours of sandbox time after start, PENDING ones that complete, a clean
 * one and a FAILED one. Ids and references come from one rng stream per customer.
 */
interface SearchPlan {
  subject: SubjectKey;
  status: SearchStatus;
  /** Hits already settled (true) or left for automated remediation after start (false). */
  settled?: boolean;
  ageDays: number;
  /** Sandbox ms after start when a PENDING search completes or an open alert is remediated. */
  afterMs?: number;
}

const hour = 60 * 60_000;

// Open alerts settle over hours of sandbox time, not minutes: a newcomer finds a review backlog.
const firstCustomerPlan: SearchPlan[] = [
  { subject: "marchenko", status: "COMPLETED", settled: true, ageDays: 26 },
  { subject: "sorokina", status: "COMPLETED", settled: false, ageDays: 3, afterMs: 5 * hour },
  {
    subject: "goldenCrescent",
    status: "COMPLETED",
    settled: false,
    ageDays: 1,
    afterMs: 26 * hour,
  },
  { subject: "weber", status: "COMPLETED", ageDays: 12 },
  { subject: "alRashid", status: "COMPLETED", settled: true, ageDays: 18 },
  { subject: "bellini", status: "PENDING", ageDays: 0, afterMs: 45_000 },
  { subject: "nordstern", status: "PENDING", ageDays: 0, afterMs: 120_000 },
  { subject: "liWei", status: "FAILED", ageDays: 7 },
];

const otherCustomerPlan: SearchPlan[] = [
  { subject: "papadopoulou", status: "COMPLETED", settled: false, ageDays: 2, afterMs: 9 * hour },
  { subject: "karimov", status: "COMPLETED", settled: true, ageDays: 20 },
  { subject: "okafor", status: "COMPLETED", settled: true, ageDays: 9 },
  { subject: "balticAmber", status: "PENDING", ageDays: 0, afterMs: 90_000 },
  { subject: "mendoza", status: "FAILED", ageDays: 5 },
];

const minute = 60_000;
const analysts = ["k.lindgren", "a.novak", "m.okoye"];

export interface ScreeningSeed {
  searches: SearchRecord[];
  alerts: AlertRecord[];
  /** What the clock must do after a reset: complete a search or remediate an alert. */
  timers: { kind: "complete" | "remediate"; id: string; afterMs: number }[];
}

export function seedScreening(context: SandboxContext): ScreeningSeed {
  const seed: ScreeningSeed = { searches: [], alerts: [], timers: [] };
  context.customers.forEach((customer, index) => {
    const rng = context.rng(`screening:${customer.id}`);
    const plan = index === 0 ? firstCustomerPlan : otherCustomerPlan;
    const analyst = `${rng.pick(analysts)}@${customer.id}.example`;
    for (const entry of plan) {
      const template = subjects[entry.subject];
      const createdAt =
        entry.status === "PENDING"
          ? context.anchor - rng.int(2, 30) * minute
          : context.anchor - entry.ageDays * 24 * 60 * minute + rng.int(8 * 60, 17 * 60) * minute;
      const hits = buildHits(rng, () => rng.uuid(), template.subject, template.hits);
      const search: SearchRecord = {
        id: rng.uuid(),
        customerId: customer.id,
        reference: searchReference(rng, createdAt),
        status: entry.status,
        subject: template.subject,
        hits: entry.status === "COMPLETED" ? hits : [],
        pendingHits: entry.status === "PENDING" ? hits : [],
        alertIds: [],
        createdAt,
        updatedAt: createdAt + rng.int(5, 90) * 1000,
        seeded: true,
      };
      seed.searches.push(search);
      if (entry.status === "PENDING") {
        seed.timers.push({ kind: "complete", id: search.id, afterMs: entry.afterMs ?? minute });
      }
      if (entry.status !== "COMPLETED" || search.hits.length === 0) continue;
      const alertAt = search.updatedAt + rng.int(1, 3) * minute;
      const alert: AlertRecord = {
        id: rng.uuid(),
        customerId: customer.id,
        searchId: search.id,
        reference: alertReference(rng, alertAt),
        altReference: caseReference(rng),
        remediated: entry.settled === true,
        createdAt: alertAt,
        updatedAt: alertAt,
        seeded: true,
      };
      search.alertIds.push(alert.id);
      seed.alerts.push(alert);
      if (entry.settled) {
        const settledAt = alertAt + rng.int(10, 240) * minute;
        for (const hit of search.hits) {
          // A true match is confirmed by a person; namesakes are cleared by the service's rules.
          const author = hit.verdict.determination === "TRUE_POSITIVE" ? analyst : "SERVICE";
          hit.resolution = { ...hit.verdict, author, determinedAt: settledAt };
        }
        alert.updatedAt = settledAt;
        search.updatedAt = settledAt;
      } else {
        seed.timers.push({ kind: "remediate", id: alert.id, afterMs: entry.afterMs ?? minute });
      }
    }
  });
  return seed;
}
