"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { DateTime } from "@/components/ui/date-time";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { screeningAlertQuery } from "@/lib/queries/screening";
import { AlertHitCard } from "./alert-hit-card";
import { FactTable } from "./fact-table";
import { LookupProblem } from "./lookup-problem";
import { DetailSkeleton } from "@/components/ui/skeletons";

/** One name-screening alert (spec 2.10): profile facts with citations, hits, resolutions. */
export function AlertView({ id }: { id: string }) {
  const { data: alert, error, isPending } = useQuery(screeningAlertQuery(id));
  if (isPending) return <DetailSkeleton label="Loading the alert" />;
  if (error) return <LookupProblem error={error} what="alert" id={id} />;
  const searchId = typeof alert.search_id === "string" ? alert.search_id : undefined;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">Name screening alert</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{alert.reference ?? alert.id}</h1>
          <Badge tone="neutral">{alert.status}</Badge>
          {alert.remediation_status ? (
            <Badge tone={alert.remediation_status === "REMEDIATED" ? "success" : "warning"}>
              {alert.remediation_status}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {alert.alt_reference ? <>Provider case {alert.alt_reference} · </> : null}
          Created <DateTime iso={alert.created_at} />, updated <DateTime iso={alert.updated_at} />
          {" · "}
          <code className="text-xs">{alert.id}</code>
        </p>
        {searchId ? (
          <p className="text-sm">
            <Link
              className="text-indigo-700 underline dark:text-indigo-300"
              href={`/screening/searches/${encodeURIComponent(searchId)}`}
            >
              Open the search this alert came from
            </Link>
          </p>
        ) : null}
        {alert.console_stored_copy ? (
          <Alert tone="warning" title="Stored copy from the event">
            <p>
              The compliance service did not return this alert by its id (
              {alert.console_stored_copy.reason}). Shown is the copy the console kept from the
              alert&apos;s event, stored <DateTime iso={alert.console_stored_copy.indexed_at} />; it
              may be older than the service&apos;s.
            </p>
          </Alert>
        ) : null}
      </header>
      <section
        aria-labelledby="facts-title"
        className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="facts-title" className="text-lg font-semibold">
          Profile facts
        </h2>
        <FactTable caption="Facts about the screened profile" facts={alert.profile_facts} />
      </section>
      <section aria-labelledby="alert-hits-title" className="space-y-3">
        <h2 id="alert-hits-title" className="text-lg font-semibold">
          Hits ({alert.hits.length})
        </h2>
        {alert.hits.length === 0 ? (
          <p className="text-sm text-slate-600">This alert has no hits.</p>
        ) : (
          alert.hits.map((hit) => <AlertHitCard key={hit.reference} hit={hit} />)
        )}
      </section>
    </div>
  );
}
