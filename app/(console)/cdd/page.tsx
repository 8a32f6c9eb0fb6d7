import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { CddListView } from "@/components/cdd/cdd-list-view";

export const metadata: Metadata = { title: "CDD cases" };

export default function CddListPage() {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">CDD cases</h1>
        <Link
          href="/cdd/new"
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-500"
        >
          New case
        </Link>
      </div>
      {/* useSearchParams needs a Suspense boundary for the static shell. */}
      <Suspense fallback={<p role="status">Loading cases…</p>}>
        <CddListView />
      </Suspense>
    </div>
  );
}
