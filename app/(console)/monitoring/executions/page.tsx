import type { Metadata } from "next";
import { Suspense } from "react";
import { ExecutionsView } from "@/components/monitoring/executions-view";

export const metadata: Metadata = { title: "Monitoring executions" };

export default function MonitoringExecutionsPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Monitoring executions</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every run of every monitoring, whether or not it raised an alert.
        </p>
      </div>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <ExecutionsView />
      </Suspense>
    </div>
  );
}
