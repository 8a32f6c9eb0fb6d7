"use client";

import dynamic from "next/dynamic";

/**
 * The draft lives in localStorage, which the server cannot read: the wizard renders in the browser
 * only, so it starts from the stored draft instead of flashing an empty form first.
 */
export const CddWizardLoader = dynamic(
  () => import("./cdd-wizard").then((module) => module.CddWizard),
  {
    ssr: false,
    loading: () => (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Loading your draft…
      </p>
    ),
  },
);
