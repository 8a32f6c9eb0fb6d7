import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { CddReportView } from "@/components/cdd/report/cdd-report-view";
import { ShareReportButton } from "@/components/share/share-report-button";
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
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <CddReportView id={id} share={<ShareReportButton kind="cdd_report" targetId={id} />} />
    </HydrationBoundary>
  );
}
