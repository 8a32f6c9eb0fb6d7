import type { Metadata } from "next";
import { Suspense } from "react";
import { HitsView } from "@/components/screening/hits-view";

export const metadata: Metadata = { title: "Screening hits" };

export default function ScreeningHitsPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Screening hits</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every hit of every search the console knows, what still needs a decision first.
        </p>
      </div>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <HitsView />
      </Suspense>
    </div>
  );
}
