import type { Metadata } from "next";
import { RunDetailView } from "@/components/runs/run-detail-view";
import { findConsoleTrigger } from "@/lib/runs/console-trigger";
import { decodeSegment } from "@/lib/runs/format";

export const metadata: Metadata = { title: "Flow run" };

export default async function RunPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  const id = decodeSegment(runId);
  return <RunDetailView runId={id} consoleTrigger={await findConsoleTrigger(id)} />;
}
