import type { Metadata } from "next";
import Link from "next/link";
import { SetupForm } from "@/components/auth/setup-form";
import { Alert } from "@/components/ui/alert";
import { getDb } from "@/lib/db";
import { isSetupTokenUsable } from "@/lib/db/setup-tokens";

export const metadata: Metadata = { title: "Set up" };

export default async function SetupPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  const usable = token ? await isSetupTokenUsable(await getDb(), token, new Date()) : false;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="mb-4 text-xl font-semibold">Create the first admin</h1>
        {usable && token ? (
          <SetupForm token={token} />
        ) : (
          <Alert tone="error" title="This setup link cannot be used">
            <p>
              It is invalid, expired or was already used. Restart the console to print a new one, or
            </p>
            <Link className="underline" href="/login">
              sign in
            </Link>
          </Alert>
        )}
      </div>
    </main>
  );
}
