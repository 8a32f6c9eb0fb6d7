/**
 * The meaning a status carries, named in `lib` so lib/runs/status.ts and lib/cdd/labels.ts can say
 * what a status means without importing from `components`; components/ui/badge.tsx gives each
 * tone its colours.
 */
export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger" | "accent";
