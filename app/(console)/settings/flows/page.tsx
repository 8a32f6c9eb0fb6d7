import type { Metadata } from "next";
import { FlowsAdmin } from "@/components/flows/flows-admin";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Flows" };

export default async function FlowsSettingsPage() {
  const user = await getSessionUser();
  const canEdit = user?.role === "admin";
  return (
    <div className="max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Flows</h1>
        <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          The compliance service cannot list its flows, so the console keeps the ones you run: their
          id, a name, and the input schema the run form is generated from.
          {canEdit ? null : " Only an admin can register, edit or delete them."}
        </p>
      </div>
      <FlowsAdmin canEdit={canEdit} />
    </div>
  );
}
