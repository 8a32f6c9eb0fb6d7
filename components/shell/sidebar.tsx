"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isActive, navItems } from "@/components/shell/nav-items";
import { UnacknowledgedBadge } from "@/components/shell/unacknowledged-badge";
import { hasRole, type Role } from "@/lib/http/roles";
import { cn } from "@/lib/utils";

export function Sidebar({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      {navItems
        .filter((item) => hasRole(role, item.role))
        .map((item) => {
          const active = isActive(item, pathname);
          return (
            <Link
              key={item.href}
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium",
                active
                  ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
              )}
            >
              <span>{item.label}</span>
              {item.href === "/monitoring/alerts" ? <UnacknowledgedBadge /> : null}
            </Link>
          );
        })}
    </nav>
  );
}
