import type { Metadata } from "next";
import Link from "next/link";
import { getSessionUser } from "@/lib/auth/session";
import { settingsSections } from "@/lib/admin/settings-sections";
import { hasRole } from "@/lib/http/roles";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await getSessionUser();
  const role = user?.role ?? "analyst";
  const sections = settingsSections.filter((section) => hasRole(role, section.role));
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              className="block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 className="font-semibold text-indigo-700 dark:text-indigo-300">
                {section.title}
              </h2>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {role === "admin"
                  ? section.description
                  : (section.analystDescription ?? section.description)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
