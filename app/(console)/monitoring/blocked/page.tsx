import type { Metadata } from "next";
import { UnblockForm } from "@/components/monitoring/unblock-form";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Blocked companies" };

export default async function BlockedCompaniesPage() {
  const user = await getSessionUser();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Blocked companies</h1>
        <p className="max-w-2xl text-sm text-slate-700 dark:text-slate-300">
          The compliance service can unblock a company by its id but cannot list the blocked ones,
          so enter the id you were given (for example in a case note or an alert).
        </p>
      </div>
      <UnblockForm isAdmin={user?.role === "admin"} />
    </div>
  );
}
