import type { Metadata } from "next";
import { Suspense } from "react";
import { OpenByIdForm } from "@/components/screening/open-by-id-form";
import { ScreeningAlertsList } from "@/components/screening/screening-alerts-list";
import { SearchesView } from "@/components/screening/searches-view";

export const metadata: Metadata = { title: "Name screening" };

export default function ScreeningPage() {
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Name screening</h1>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          The compliance service reads searches and alerts by id only; the console lists those it
          has learnt of, from events and from lookups.
        </p>
      </div>
      <section aria-labelledby="searches-title" className="space-y-4">
        <h2 id="searches-title" className="text-lg font-semibold">
          Searches
        </h2>
        <OpenByIdForm kind="search" />
        <Suspense fallback={<p role="status">Loading…</p>}>
          <SearchesView />
        </Suspense>
      </section>
      <section aria-labelledby="screening-alerts-title" className="space-y-4">
        <h2 id="screening-alerts-title" className="text-lg font-semibold">
          Alerts
        </h2>
        <OpenByIdForm kind="alert" />
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ScreeningAlertsList />
        </Suspense>
      </section>
    </div>
  );
}
