import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { QueueView } from "@/components/queue/queue-view";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Review queue" };

export default async function QueuePage() {
  const user = await getSessionUser();
  if (!user) redirect("/login?next=/queue");
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
      <Suspense fallback={<p role="status">Loading…</p>}>
        <QueueView me={{ id: user.id, role: user.role }} />
      </Suspense>
    </div>
  );
}
