"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

export interface SectionTab {
  href: string;
  label: string;
  /** Also current on paths under these prefixes. */
  match?: string[];
}

export interface SectionTabsProps {
  label: string;
  tabs: SectionTab[];
}

/** The pages of one area (monitoring, screening) as a row of links; the current one is marked. */
export function SectionTabs({ label, tabs }: SectionTabsProps) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => {
          const current =
            pathname === tab.href ||
            (tab.match ?? []).some((prefix) => pathname.startsWith(prefix));
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-3 py-2 text-sm font-medium",
                  current
                    ? "border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-200"
                    : "border-transparent text-slate-700 hover:border-slate-300 dark:text-slate-300",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
