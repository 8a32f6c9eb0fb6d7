import { z } from "zod";
import { SEVERITIES, WORK_ITEM_KINDS, WORK_ITEM_STATES } from "./kinds";

/** Request bodies and query of the queue API; the browser's forms parse with the same schemas. */
const text = (what: string) =>
  z.string().trim().min(1, `Write ${what}.`).max(4000, `Keep ${what} under 4,000 characters.`);

export const assignBodySchema = z.discriminatedUnion("to", [
  z.object({ to: z.literal("me") }),
  z.object({ to: z.literal("user"), user_id: z.string().min(1).max(100) }),
  z.object({ to: z.literal("nobody") }),
]);
export type AssignBody = z.infer<typeof assignBodySchema>;

export const commentBodySchema = z.object({ text: text("a comment") });

export const decideBodySchema = z.object({
  decision: z.string().min(1).max(50),
  reason: text("the reason for the decision"),
});
export type DecideBody = z.infer<typeof decideBodySchema>;

export const reopenBodySchema = z.object({ reason: text("why it is reopened") });

export const ITEM_ACTIONS = ["rerun", "run_checks", "pull_registry", "remediate"] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];
export const actionBodySchema = z.object({ action: z.enum(ITEM_ACTIONS) });

export const BULK_LIMIT = 100;
export const bulkBodySchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("decide"),
    ids: z.array(z.string().min(1).max(300)).min(1).max(BULK_LIMIT),
    decision: z.string().min(1).max(50),
    comment: text("one comment for the selected items"),
  }),
  z.object({
    action: z.literal("assign_to_me"),
    ids: z.array(z.string().min(1).max(300)).min(1).max(BULK_LIMIT),
  }),
]);
export type BulkBody = z.infer<typeof bulkBodySchema>;

export const AGES = { "1h": 1, "24h": 24, "7d": 24 * 7, "30d": 24 * 30 } as const;
export type Age = keyof typeof AGES;

const list = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .max(200)
    .transform((value) => value.split(",").filter((item): item is T => values.includes(item as T)))
    .optional();

export const queueQuerySchema = z.object({
  kind: list(WORK_ITEM_KINDS),
  state: list([...WORK_ITEM_STATES, "active"] as const),
  assignee: z.union([z.enum(["me", "unassigned", "any"]), z.string().min(1).max(100)]).optional(),
  severity: list(Object.keys(SEVERITIES) as (keyof typeof SEVERITIES)[]),
  age: z.enum(Object.keys(AGES) as [Age, ...Age[]]).optional(),
  sort: z.enum(["oldest", "newest"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;
