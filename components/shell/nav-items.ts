import type { Role } from "@/lib/http/roles";

export interface NavItem {
  href: string;
  label: string;
  /** Paths that also light this item up. */
  match: string[];
  role: Role;
}

/** The shell's navigation; items an analyst cannot use are not shown to them. */
export const navItems: NavItem[] = [
  { href: "/", label: "Overview", match: [], role: "analyst" },
  { href: "/queue", label: "Review queue", match: ["/queue"], role: "analyst" },
  { href: "/runs", label: "Flow runs", match: ["/runs"], role: "analyst" },
  { href: "/cdd", label: "CDD cases", match: ["/cdd"], role: "analyst" },
  { href: "/screening", label: "Screening", match: ["/screening"], role: "analyst" },
  { href: "/monitoring/alerts", label: "Monitoring", match: ["/monitoring"], role: "analyst" },
  {
    href: "/settings/webhooks",
    label: "Webhooks",
    match: ["/settings/webhooks", "/settings/events"],
    role: "admin",
  },
  {
    href: "/settings",
    label: "Settings",
    match: [
      "/settings/keys",
      "/settings/users",
      "/settings/audit",
      "/settings/shares",
      "/settings/flows",
    ],
    role: "analyst",
  },
];

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.href === "/") return pathname === "/";
  if (pathname === item.href) return true;
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
