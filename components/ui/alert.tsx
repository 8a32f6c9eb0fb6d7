import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

const tones = {
  error:
    "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  warning:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  info: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
} as const;

export interface AlertProps {
  tone?: keyof typeof tones;
  title: string;
  children?: ReactNode;
  className?: string;
}

/** A message box; errors are announced (role="alert"), the rest politely (role="status"). */
export function Alert({ tone = "info", title, children, className }: AlertProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-md border px-4 py-3 text-sm", tones[tone], className)}
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 space-y-2">{children}</div> : null}
    </div>
  );
}
