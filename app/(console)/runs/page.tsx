import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { OpenRunForm } from "@/components/runs/open-run-form";
import { RunsListView } from "@/components/runs/runs-list-view";

export const metadata: Metadata = { title: "Flow runs" };

export default function RunsPage() {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Flow runs</h1>
        <Link
          href="/runs/new"
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500"
        >
          Run a flow
        </Link>
      </div>
      <OpenRunForm />
      <Suspense fallback={<p role="status">Loading…</p>}>
        <RunsListView />
      </Suspense>
    </div>
  );
}
