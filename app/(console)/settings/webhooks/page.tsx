import type { Metadata } from "next";
import { WebhooksPanel } from "@/components/webhooks/webhooks-panel";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage() {
  await requireAdminPage();
  return <WebhooksPanel />;
}
