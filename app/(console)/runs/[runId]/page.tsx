import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { reportKey } from "@/components/markdown/rendered-report";
import { SafeMarkdown } from "@/components/markdown/safe-markdown";
import { RunDetailView } from "@/components/runs/run-detail-view";
import { prefetch, prefetchOrNotFound } from "@/lib/data/prefetch";
import { readFlows, readRunForPage } from "@/lib/data/runs";
import { flowsQuery } from "@/lib/queries/flows";
import { getQueryClient } from "@/lib/queries/query-client";
import { flowRunQuery } from "@/lib/queries/runs";
import { findConsoleTrigger } from "@/lib/runs/console-trigger";
import { decodeSegment } from "@/lib/runs/format";
import { toRunView } from "@/lib/runs/run-view";

export const metadata: Metadata = { title: "Flow run" };

export default async function RunPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  const id = decodeSegment(runId);
  const client = getQueryClient();
  const run = readRunForPage(id);
  const [, , consoleTrigger] = await Promise.all([
    // The browser's query holds the run without the report's text (lib/runs/run-view.ts).
    prefetchOrNotFound(client, flowRunQuery(id), async () => toRunView(await run)),
    prefetch(client, flowsQuery, readFlows),
    findConsoleTrigger(id),
  ]);
  // The report is rendered here, on the server: the Markdown parser never ships to the browser.
  // A failed read was handled above (the view explains it); it has no report to render.
  const report = (await run.catch(() => null))?.report;
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
