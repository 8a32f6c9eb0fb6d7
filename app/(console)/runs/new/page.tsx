import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { TriggerRunView } from "@/components/flows/trigger-run-view";
import { DetailSkeleton } from "@/components/ui/skeletons";

export const metadata: Metadata = { title: "Run a flow" };

export default function NewRunPage() {
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <Link href="/runs" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          ← Flow runs
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">Run a flow</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The run is queued at once and opens on its own page, where its status updates live.
        </p>
      </div>
      <Suspense fallback={<DetailSkeleton label="Loading the form" />}>
        <TriggerRunView />
      </Suspense>
    </div>
  );
}
