import { z } from "zod";
import { DEFAULT_SHARE_EXPIRY, SHARE_EXPIRY_VALUES } from "./expiry";

export const SHARE_KINDS = ["flow_run_report", "cdd_report"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const SHARE_LABEL_MAX = 120;

/** Body of POST /api/shares; shared by the dialog's form and the route. */
export const createShareBodySchema = z.object({
  kind: z.enum(SHARE_KINDS),
  targetId: z.string().trim().min(1, "Choose a report to share").max(200),
  expiresIn: z.enum(SHARE_EXPIRY_VALUES).default(DEFAULT_SHARE_EXPIRY),
  label: z
    .string()
    .trim()
    .max(SHARE_LABEL_MAX, `At most ${SHARE_LABEL_MAX} characters`)
    .transform((v) => (v ? v : undefined))
    .optional(),
  /** Reviewers see the sharer's name; their e-mail address only when the sharer says so. */
  showEmail: z.boolean().default(false),
  /** CDD reports: the case's evidence documents open for the link's holder, or are listed as not shared. */
  shareDocuments: z.boolean().default(false),
});

export type CreateShareBody = z.input<typeof createShareBodySchema>;
