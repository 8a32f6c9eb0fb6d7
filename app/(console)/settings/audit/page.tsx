import type { Metadata } from "next";
import { AuditPanel } from "@/components/settings/audit-panel";
import { auditActions } from "@/lib/audit";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage() {
  await requireAdminPage();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Audit log</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every change made through the console: who, when, what, on which target, and whether it
          succeeded.
        </p>
      </div>
      <AuditPanel actions={[...auditActions].sort()} />
    </div>
  );
}
