import type { Metadata } from "next";
import { Suspense } from "react";
import { AlertsView } from "@/components/monitoring/alerts-view";

export const metadata: Metadata = { title: "Monitoring alerts" };

export default function MonitoringAlertsPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Monitoring alerts</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Raised when a website monitoring run finds a failed check. Newest execution first.
        </p>
      </div>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <AlertsView />
      </Suspense>
    </div>
  );
}
