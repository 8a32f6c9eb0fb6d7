import type { Metadata } from "next";
import { UsersPanel } from "@/components/settings/users-panel";
import { requireAdminPage } from "@/lib/auth/page-guards";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const user = await requireAdminPage();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Users</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          A role change, a password reset or disabling signs the user&apos;s open sessions out on
          their next request. The console always keeps at least one active admin.
        </p>
      </div>
      <UsersPanel currentUserId={user.id} />
    </div>
  );
}
