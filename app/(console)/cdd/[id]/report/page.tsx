import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { CddReportView } from "@/components/cdd/report/cdd-report-view";
import { reportKey, type RenderedReport } from "@/components/markdown/rendered-report";
import { SafeMarkdown } from "@/components/markdown/safe-markdown";
import { ShareReportButton } from "@/components/share/share-report-button";
import { cddReportMarkdown } from "@/lib/cdd/report-links";
import { readCdd, readCddReport } from "@/lib/data/cdds";
import { prefetch, prefetchOrNotFound } from "@/lib/data/prefetch";
import { cddQuery, cddReportQuery } from "@/lib/queries/cdds";
import { getQueryClient } from "@/lib/queries/query-client";

export const metadata: Metadata = { title: "CDD report" };

export default async function CddReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const client = getQueryClient();
  await Promise.all([
    prefetchOrNotFound(client, cddQuery(id), () => readCdd(id)),
    prefetch(client, cddReportQuery(id), () => readCddReport(id)),
  ]);
  // Rendered here, on the server, with the links the browser would show: no parser ships to it.
  const report = client.getQueryData(cddReportQuery(id).queryKey);
  const documents = client.getQueryData(cddQuery(id).queryKey)?.documents ?? [];
  const markdown = report === undefined ? "" : cddReportMarkdown(id, report, documents);
  const rendered: RenderedReport | null = markdown.trim()
    ? { key: reportKey(markdown), body: <SafeMarkdown markdown={markdown} /> }
    : null;
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <CddReportView
        id={id}
        share={<ShareReportButton kind="cdd_report" targetId={id} />}
        rendered={rendered}
      />
    </HydrationBoundary>
  );
}
