"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { dayAlertsHref } from "@/lib/monitoring/alert-links";
import type { OverviewSection } from "@/lib/overview/types";
import { unacknowledgedCountQuery } from "@/lib/queries/monitoring";
import { overviewQuery } from "@/lib/queries/overview";
import { CddStates } from "./cdd-states";
import { FigureCard } from "./figure-card";
import { alertSeries, runSeries } from "./series";
import { StackedBarChart } from "./stacked-bar-chart";
import { UnacknowledgedCard } from "./unacknowledged-card";
import { PushStatusNote } from "@/components/live/push-status-note";

function figure<T>(section: OverviewSection<T> | undefined, read: (data: T) => ReactNode) {
  if (!section) return "…";
  return section.ok ? read(section.data) : "—";
}

function sectionError<T>(section: OverviewSection<T> | undefined): string | undefined {
  return section && !section.ok ? section.error.message : undefined;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The home page: the figures that need attention, each a link to its list, and two charts. */
export function OverviewView() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(overviewQuery);
  const { data: unacknowledged } = useQuery(unacknowledgedCountQuery);

  // A new alert moves the count first (it is polled more often); the charts follow it at once.
  const seen = useRef(unacknowledged);
  useEffect(() => {
    if (seen.current !== undefined && unacknowledged !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
    }
    seen.current = unacknowledged;
  }, [unacknowledged, queryClient]);

  const runs = data?.runs;
  const cdd = data?.cdd;
  const screening = data?.screening;
  const monitoring = data?.monitoring;

  return (
    <div className="space-y-6">
      <PushStatusNote />
      {error ? (
        <Alert tone="error" title="The overview could not be loaded">
          <p>{error.message} The figures below are from the last successful load, if any.</p>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <UnacknowledgedCard />
        <FigureCard
          label="Runs in progress"
          href="/runs?status=RUNNING,QUEUED"
          testId="overview-runs-in-progress"
          value={figure(runs, (r) => r.running + r.queued)}
          note={runs?.ok ? `${runs.data.running} running, ${runs.data.queued} queued` : undefined}
          error={sectionError(runs)}
        />
        <FigureCard
          label="Runs failed in the last 24 hours"
          href={
            runs?.ok
              ? `/runs?status=FAILED&from=${encodeURIComponent(runs.data.failedSince)}`
              : "/runs?status=FAILED"
          }
          testId="overview-runs-failed"
          tone={runs?.ok && runs.data.failedLast24h > 0 ? "attention" : "neutral"}
          value={figure(runs, (r) => r.failedLast24h)}
          note="Runs the console knows, by trigger time"
          error={sectionError(runs)}
        />
        <FigureCard
          label="Unresolved screening hits"
          href="/screening/hits?status=UNRESOLVED"
          testId="overview-unresolved-hits"
          tone={screening?.ok && screening.data.unresolvedHits > 0 ? "attention" : "neutral"}
          value={figure(screening, (s) => s.unresolvedHits)}
          note={
            screening?.ok
              ? `of ${screening.data.hits} hits in ${screening.data.searches} known searches`
              : undefined
          }
          error={sectionError(screening)}
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Panel title="Monitoring alerts per day">
          {monitoring?.ok ? (
            <StackedBarChart
              title="Monitoring alerts per day"
              subtitle={`Last ${data?.windowDays} days, by execution time (UTC days)`}
              days={monitoring.data.alertsPerDay}
              series={alertSeries}
              dayHref={dayAlertsHref}
            />
          ) : (
            <p className="text-sm text-slate-700">{sectionError(monitoring) ?? "Loading…"}</p>
          )}
        </Panel>
        <Panel title="Flow run outcomes per day">
          {runs?.ok ? (
            <StackedBarChart
              title="Flow run outcomes per day"
              subtitle={`Last ${data?.windowDays} days, by trigger time (UTC days); runs the console knows`}
              days={runs.data.perDay}
              series={runSeries}
              dayHref={(day) => `/runs?from=${day}&to=${day}`}
            />
          ) : (
            <p className="text-sm text-slate-700">{sectionError(runs) ?? "Loading…"}</p>
          )}
        </Panel>
        <Panel title="CDD cases by state">
          {cdd?.ok ? (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                <Link className="underline" href="/cdd">
                  {cdd.data.total} cases
                </Link>{" "}
                in all.
              </p>
              <CddStates data={cdd.data} />
            </>
          ) : (
            <p className="text-sm text-slate-700">{sectionError(cdd) ?? "Loading…"}</p>
          )}
        </Panel>
      </div>
    </div>
  );
}
