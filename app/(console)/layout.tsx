import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { LiveIndicator } from "@/components/live/live-indicator";
import { LiveProvider } from "@/components/live/live-provider";
import { AppShell } from "@/components/shell/app-shell";
import { redirectToSignIn } from "@/lib/auth/sign-in-redirect";
import { getSessionUser } from "@/lib/auth/session";
import { getLiveBus } from "@/lib/events/bus";
import { usesSandbox } from "@/lib/env";
import { readTheme } from "@/lib/theme";
import { readTimeZone, TIME_ZONE_COOKIE } from "@/lib/time";

/** Every signed-in page: the session is checked here on the server, not only in proxy.ts. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) return redirectToSignIn();
  const jar = await cookies();
  return (
    // One live connection per tab, for every signed-in page (components/live).
    <LiveProvider resumeFrom={getLiveBus().lastId}>
      <AppShell
        user={{ name: user.name, email: user.email, role: user.role }}
        environment={usesSandbox ? "Sandbox" : "Production"}
        theme={readTheme(jar.get("theme")?.value)}
        timeZone={readTimeZone(jar.get(TIME_ZONE_COOKIE)?.value)}
        liveIndicator={<LiveIndicator isAdmin={user.role === "admin"} />}
      >
        {children}
      </AppShell>
    </LiveProvider>
  );
}
