import type { Role } from "@/lib/http/roles";

export interface SettingsSection {
  href: string;
  title: string;
  description: string;
  /** Who may open it; `analyst` means everyone signed in. */
  role: Role;
  /** What an analyst gets instead, where the page is read-only for them. */
  analystDescription?: string;
}

/** The settings hub's entries; an analyst sees only what they can use. */
export const settingsSections: SettingsSection[] = [
  {
    href: "/settings/keys",
    title: "API key",
    description:
      "The compliance service's address and key per environment: test, store encrypted, rotate.",
    role: "admin",
  },
  {
    href: "/settings/users",
    title: "Users",
    description: "Create users, change roles, reset passwords, disable accounts.",
    role: "admin",
  },
  {
    href: "/settings/shares",
    title: "Shares",
    description: "Every report share link: views, expiry, state; revoke any of them.",
    analystDescription: "The report links you shared: views, expiry, state; revoke them.",
    role: "analyst",
  },
  {
    href: "/settings/audit",
    title: "Audit log",
    description: "Who changed what and when, filtered and exported as CSV.",
    role: "admin",
  },
  {
    href: "/settings/webhooks",
    title: "Webhooks",
    description: "Where the compliance service sends its events, and their deliveries.",
    role: "admin",
  },
  {
    href: "/settings/events",
    title: "Received events",
    description: "Events the console received on its inbound webhook.",
    role: "admin",
  },
  {
    href: "/settings/flows",
    title: "Flows",
    description: "The flows the console knows and can run.",
    analystDescription: "The flows the console knows and can run (read-only).",
    role: "analyst",
  },
];
