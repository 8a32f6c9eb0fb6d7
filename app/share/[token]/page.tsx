import { notFound } from "next/navigation";
import { SharedReportView } from "@/components/share/shared-report-view";
import { openSharedReport } from "@/lib/share/view";

export const dynamic = "force-dynamic";

/** Each request is a view: counted, logged, and answered from the snapshot frozen at creation. */
export default async function SharedReportPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const report = await openSharedReport(token);
  // Unknown, expired and revoked tokens meet the same 404: none tells which it was.
  if (!report) notFound();
  return <SharedReportView report={report} />;
}
