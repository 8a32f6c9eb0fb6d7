import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Compliance Console", template: "%s · Compliance Console" },
  description: "Flow runs, due diligence, screening and monitoring in one place.",
};

/**
 * The theme comes from a cookie, read on the server, so the first paint is already right and no
 * inline script is needed (the CSP forbids one).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const theme = (await cookies()).get("theme")?.value === "dark" ? "dark" : "light";
  return (
    <html lang="en" className={theme === "dark" ? "dark" : undefined}>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
