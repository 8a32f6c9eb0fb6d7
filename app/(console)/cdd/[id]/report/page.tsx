import type { Metadata } from "next";
import { CddReportView } from "@/components/cdd/report/cdd-report-view";
import { ShareReportButton } from "@/components/share/share-report-button";

export const metadata: Metadata = { title: "CDD report" };

export default async function CddReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CddReportView id={id} share={<ShareReportButton kind="cdd_report" targetId={id} />} />;
}
