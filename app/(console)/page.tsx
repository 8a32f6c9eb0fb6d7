import type { Metadata } from "next";
import { OverviewView } from "@/components/overview/overview-view";
import { MyQueueCard } from "@/components/queue/my-queue-card";

export const metadata: Metadata = { title: "Overview" };

export default function OverviewPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Overview</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          What needs attention now. Every figure opens the list behind it.
        </p>
      </div>
      <MyQueueCard />
      <OverviewView />
    </div>
  );
}
