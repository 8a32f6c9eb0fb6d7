import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { QueueView } from "@/components/queue/queue-view";
import { getSessionUser } from "@/lib/auth/session";
import { prefetch } from "@/lib/data/prefetch";
import { readQueueForView } from "@/lib/data/queue";
import { toUrlSearchParams, type PageSearchParams } from "@/lib/data/search-params";
import { getQueryClient } from "@/lib/queries/query-client";
import { queueListQuery } from "@/lib/queries/queue";
import { readQueueParams } from "@/lib/queue/url-params";
import { TableSkeleton } from "@/components/ui/skeletons";

export const metadata: Metadata = { title: "Review queue" };

export default async function QueuePage({ searchParams }: { searchParams: PageSearchParams }) {
  const user = await getSessionUser();
  if (!user) redirect("/login?next=/queue");
  const params = readQueueParams(await toUrlSearchParams(searchParams));
  const client = getQueryClient();
  await prefetch(client, queueListQuery(params), () => readQueueForView(params, user.id));
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Review queue</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          What needs a person: unacknowledged monitoring alerts, unresolved screening hits, CDD
          cases that did not pass, failed and degraded runs. Decisions, assignments and comments are
          kept in the console; the service’s own state is shown beside them.
        </p>
      </div>
      <HydrationBoundary state={dehydrate(client)}>
        <Suspense fallback={<TableSkeleton label="Loading the queue" />}>
          <QueueView me={{ id: user.id, role: user.role }} />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}
