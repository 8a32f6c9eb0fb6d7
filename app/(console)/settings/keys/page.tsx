import type { Metadata } from "next";
import { KeysPanel } from "@/components/settings/keys-panel";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "API key" };

export default async function KeysPage() {
  await requireAdminPage();
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">API key</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The key the console uses to call the compliance service. It never reaches a browser: once
          stored, only its last four characters are shown.
        </p>
      </div>
      <KeysPanel />
    </div>
  );
}
