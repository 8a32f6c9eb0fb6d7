import type { Metadata } from "next";
import { SharesPanel } from "@/components/settings/shares-panel";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Shares" };

export default async function SharesPage() {
  const user = await getSessionUser();
  const isAdmin = user?.role === "admin";
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Shares</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {isAdmin ? "Every link to a report" : "The links to reports you shared"}: each gives read
          access to a frozen copy of one report, without signing in, until it expires or is revoked.
        </p>
      </div>
      <SharesPanel isAdmin={isAdmin} />
    </div>
  );
}
