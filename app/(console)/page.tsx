import type { Metadata } from "next";
import { UnacknowledgedCard } from "@/components/overview/unacknowledged-card";

export const metadata: Metadata = { title: "Overview" };

export default function OverviewPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Overview</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <UnacknowledgedCard />
      </div>
    </div>
  );
}
