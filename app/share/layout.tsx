import type { Metadata } from "next";
import type { ReactNode } from "react";

/**
 * Public pages for outside reviewers: outside the signed-in shell, so nothing of the console
 * (navigation, links, user menu) is rendered. proxy.ts adds no-referrer, X-Robots-Tag, no-store
 * and the strict CSP; the meta tags repeat the first two for copies saved to disk.
 */
export const metadata: Metadata = {
  title: { absolute: "Shared report" },
  description: "A report shared for review, read-only.",
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

export default function ShareLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">{children}</main>;
}
