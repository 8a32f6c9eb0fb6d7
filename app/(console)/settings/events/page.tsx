import type { Metadata } from "next";
import { Suspense } from "react";
import { ReceivedEventsPanel } from "@/components/webhooks/received-events-panel";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Received events" };

export default async function ReceivedEventsPage() {
  await requireAdminPage();
  return (
    // The filters are read from the URL on the client.
    <Suspense>
      <ReceivedEventsPanel />
    </Suspense>
  );
}
