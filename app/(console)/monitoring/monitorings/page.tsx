import type { Metadata } from "next";
import { Suspense } from "react";
import { MonitoringsView } from "@/components/monitoring/monitorings-view";

export const metadata: Metadata = { title: "Monitorings" };

export default function MonitoringsPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Monitorings</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The websites under monitoring, their checks and schedule. Sort with the column headers.
        </p>
      </div>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <MonitoringsView />
      </Suspense>
    </div>
  );
}
