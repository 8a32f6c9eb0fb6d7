"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { queueItemQuery } from "@/lib/queries/queue";
import { isWorkItemKind, KIND_LABELS } from "@/lib/queue/kinds";
import { AssignControls } from "./assign-controls";
import { CommentForm } from "./comment-form";
import { DecisionForm } from "./decision-form";
import { ItemActions } from "./item-actions";
import { ItemHistory } from "./item-history";
import { upstreamHref } from "./item-links";
import { ConsoleStateBadge, ServiceStateBadge, SeverityBadge } from "./queue-badges";
import { DateTime } from "@/components/ui/date-time";
import { ReopenForm } from "./reopen-form";
import { DetailSkeleton } from "@/components/ui/skeletons";

export interface ItemPanelProps {
  itemId: string;
  me: { id: string; role: "analyst" | "admin" };
  picked?: { value: string; at: number };
  onClose: () => void;
}

/** One item: both states, assignment, decision, the service's actions, comments and history. */
export function ItemPanel({ itemId, me, picked, onClose }: ItemPanelProps) {
  const { data: item, error, isPending } = useQuery(queueItemQuery(itemId));
  const href = item ? upstreamHref(item) : null;
  return (
    <aside
      aria-label="Item"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold break-words">{item?.title ?? "Item"}</h2>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close item (Esc)">
          Close
        </Button>
      </div>
      {error ? (
        <Alert tone="error" title="This item could not be loaded">
          {error.message}
        </Alert>
      ) : isPending || !item ? (
        <DetailSkeleton label="Loading the item" facts={4} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">Kind</dt>
            <dd>{isWorkItemKind(item.kind) ? KIND_LABELS[item.kind] : item.kind}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Severity</dt>
            <dd>
              <SeverityBadge severity={item.severity} />
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">In the console</dt>
            <dd>
              <ConsoleStateBadge kind={item.kind} state={item.state} decision={item.decision} />
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">At the service</dt>
            <dd>
              <ServiceStateBadge state={item.upstream_state} open={item.upstream_open} />
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Assignee</dt>
            <dd>{item.assignee?.email ?? "Unassigned"}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Waiting since</dt>
            <dd>
              <DateTime iso={item.opened_at} seconds />
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Service change seen</dt>
            <dd>
              <DateTime iso={item.upstream_seen_at} seconds />
            </dd>
            {item.summary ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Details</dt>
                <dd>{item.summary}</dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-3 text-sm">
            {href ? (
              <Link className="text-indigo-700 underline dark:text-indigo-300" href={href}>
                Open at the service’s page
              </Link>
            ) : null}
            <a
              className="text-indigo-700 underline dark:text-indigo-300"
              href={`/api/queue/evidence?id=${encodeURIComponent(item.id)}`}
              download
            >
              Download evidence bundle
            </a>
          </div>
          <AssignControls itemId={item.id} assigneeId={item.assignee?.id ?? null} me={me.id} />
          {item.state === "closed" ? (
            me.role === "admin" ? (
              <ReopenForm itemId={item.id} />
            ) : null
          ) : isWorkItemKind(item.kind) ? (
            <DecisionForm itemId={item.id} kind={item.kind} picked={picked} />
          ) : null}
          <ItemActions itemId={item.id} kind={item.kind} />
          <CommentForm itemId={item.id} />
          <ItemHistory entries={item.history} />
        </>
      )}
    </aside>
  );
}
