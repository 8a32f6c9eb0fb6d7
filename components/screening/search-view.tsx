"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { DateTime } from "@/components/ui/date-time";
import { screeningSearchQuery } from "@/lib/queries/screening";
import { countHits, hitMatches, searchAlertIds } from "@/lib/screening/hits";
import { useHitFilter } from "@/lib/screening/use-hit-filter";
import { HitCountsLine } from "./hit-counts";
import { HitFilters } from "./hit-filters";
import { HitsReview } from "./hits-review";
import { LabelValueList } from "./label-value-list";
import { LookupProblem } from "./lookup-problem";
import { SearchStatusBadge } from "./screening-badges";
import { formatFieldValue } from "@/lib/screening/field-value";
import { DetailSkeleton } from "@/components/ui/skeletons";

/** One search (spec 2.9): the screened profile, its hits to review and the alerts it raised. */
export function SearchView({ id }: { id: string }) {
  const { data: search, error, isPending } = useQuery(screeningSearchQuery(id));
  const { filter, setFilter } = useHitFilter();

  if (isPending) return <DetailSkeleton label="Loading the search" />;
  if (error) return <LookupProblem error={error} what="search" id={id} />;

  const hits = search.hits;
  const counts = countHits(hits, filter);
  const rows = hits.filter((hit) => hitMatches(hit, filter)).map((hit) => ({ key: hit.id, hit }));
  const alertIds = searchAlertIds(search);
  const statusCounts = search.hit_counts ?? countHits(hits, {}).byStatus;

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">Name screening search</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{search.reference ?? search.id}</h1>
          <SearchStatusBadge status={search.status} />
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Created <DateTime iso={search.created_at} />, updated <DateTime iso={search.updated_at} />
          {" · "}
          <code className="text-xs">{search.id}</code>
        </p>
        <HitCountsLine counts={statusCounts} />
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="profile-title"
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="profile-title" className="font-semibold">
            Screened profile
          </h2>
          <LabelValueList
            items={search.input.map((item) => ({
              label: item.label,
              value: formatFieldValue(item.value),
            }))}
            empty="The search carries no profile fields."
          />
        </section>
        <section
          aria-labelledby="alerts-title"
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="alerts-title" className="font-semibold">
            Alerts from this search
          </h2>
          {alertIds.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No alert was raised.</p>
          ) : (
            <ul className="list-disc pl-5 text-sm">
              {alertIds.map((alertId) => (
                <li key={alertId}>
                  <Link
                    className="text-indigo-700 underline dark:text-indigo-300"
                    href={`/screening/alerts/${encodeURIComponent(alertId)}`}
                  >
                    Alert <code>{alertId}</code>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section aria-labelledby="hits-title" className="space-y-3">
        <h2 id="hits-title" className="text-lg font-semibold">
          Hits{" "}
          <span className="text-slate-600 dark:text-slate-400">
            ({rows.length} of {hits.length})
          </span>
        </h2>
        <HitFilters counts={counts} filter={filter} onChange={(next) => setFilter(next)} />
        <HitsReview
          caption={`Hits of search ${search.reference ?? search.id}`}
          rows={rows}
          emptyMessage={
            hits.length === 0
              ? search.status === "PENDING"
                ? "The search is still running; hits appear when it completes."
                : "This search found no hits."
              : "No hit matches these filters."
          }
        />
      </section>
    </div>
  );
}
