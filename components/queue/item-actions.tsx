"use client";

import { Button } from "@/components/ui/button";
import { actOnItem } from "@/lib/queries/queue";
import type { ItemAction } from "@/lib/queue/schemas";
import { useItemMutation } from "./use-item-mutation";

const offered: Record<string, { action: ItemAction; label: string }[]> = {
  flow_run: [{ action: "rerun", label: "Re-run with the same input" }],
  cdd_case: [
    { action: "run_checks", label: "Run risk checks" },
    { action: "pull_registry", label: "Pull registry documents" },
  ],
  screening_hit: [{ action: "remediate", label: "Start screening remediation flow" }],
  monitoring_alert: [],
};

/** What the service itself offers on this item; the outcome lands in the history below. */
export function ItemActions({ itemId, kind }: { itemId: string; kind: string }) {
  const mutation = useItemMutation((action: ItemAction) => actOnItem(itemId, action));
  const actions = offered[kind] ?? [];
  if (actions.length === 0) return null;
  return (
    <section className="space-y-2" aria-label="Actions at the service">
      <h3 className="text-sm font-semibold">Actions at the service</h3>
      <div className="flex flex-wrap gap-2">
        {actions.map(({ action, label }) => (
          <Button
            key={action}
            size="sm"
            variant="secondary"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(action)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div aria-live="polite" className="text-sm">
        {mutation.error ? (
          <p className="text-red-700 dark:text-red-400">{mutation.error.message}</p>
        ) : null}
        {mutation.data ? <p>Done: {mutation.data.message}</p> : null}
      </div>
    </section>
  );
}
