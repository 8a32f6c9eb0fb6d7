import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { reportKey } from "@/components/markdown/rendered-report";
import { SafeMarkdown } from "@/components/markdown/safe-markdown";
import { RunDetailView } from "@/components/runs/run-detail-view";
import { prefetch, prefetchOrNotFound } from "@/lib/data/prefetch";
import { readFlows, readRun } from "@/lib/data/runs";
import { flowsQuery } from "@/lib/queries/flows";
import { getQueryClient } from "@/lib/queries/query-client";
import { flowRunQuery } from "@/lib/queries/runs";
import { findConsoleTrigger } from "@/lib/runs/console-trigger";
import { decodeSegment } from "@/lib/runs/format";

export const metadata: Metadata = { title: "Flow run" };

export default async function RunPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  const id = decodeSegment(runId);
  const client = getQueryClient();
  const [, , consoleTrigger] = await Promise.all([
    prefetchOrNotFound(client, flowRunQuery(id), () => readRun(id)),
    prefetch(client, flowsQuery, readFlows),
    findConsoleTrigger(id),
  ]);
  // The report is rendered here, on the server: the Markdown parser never ships to the browser.
  const report = client.getQueryData(flowRunQuery(id).queryKey)?.report;
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <RunDetailView
        runId={id}
        consoleTrigger={consoleTrigger}
        report={
          report ? { key: reportKey(report), body: <SafeMarkdown markdown={report} /> } : null
        }
      />
    </HydrationBoundary>
  );
}
