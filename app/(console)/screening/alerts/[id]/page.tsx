import type { Metadata } from "next";
import { Suspense } from "react";
import { AlertView } from "@/components/screening/alert-view";

export const metadata: Metadata = { title: "Screening alert" };

export default async function ScreeningAlertPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <AlertView id={id} />
    </Suspense>
  );
}
