import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { revealFallbackScript } from "@/lib/streaming/reveal-fallback";
import { readTheme } from "@/lib/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Compliance Console", template: "%s · Compliance Console" },
  description: "Flow runs, due diligence, screening and monitoring in one place.",
};

/**
 * The theme comes from a cookie, read on the server, so the first paint is already right without a
 * script. Without a choice, no class is set and the CSS
 * follows the system's `prefers-color-scheme` (app/globals.css). The one inline script, under the
 * request's CSP nonce, makes streamed content appear in tabs that load hidden
 * (lib/streaming/reveal-fallback.ts).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const theme = readTheme((await cookies()).get("theme")?.value);
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" className={theme === "system" ? undefined : theme}>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: revealFallbackScript }} />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
