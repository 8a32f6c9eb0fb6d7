import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { getSessionUser } from "@/lib/auth/session";
import { usesSandbox } from "@/lib/env";

/** Every signed-in page: the session is checked here on the server, not only in proxy.ts. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) redirect("/login?reason=expired");
  return (
    <AppShell
      user={{ name: user.name, email: user.email, role: user.role }}
      environment={usesSandbox ? "Sandbox" : "Production"}
    >
      {children}
    </AppShell>
  );
}
