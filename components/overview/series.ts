import type { AlertSeries, RunOutcome } from "@/lib/overview/types";
import type { ChartSeries } from "./stacked-bar-chart";

export const alertSeries: ChartSeries<AlertSeries>[] = [
  {
    key: "unacknowledged",
    label: "Unacknowledged",
    fill: "fill-amber-500",
    swatch: "bg-amber-500",
  },
  { key: "acknowledged", label: "Acknowledged", fill: "fill-slate-400", swatch: "bg-slate-400" },
];

export const runSeries: ChartSeries<RunOutcome>[] = [
  { key: "COMPLETED", label: "Completed", fill: "fill-emerald-500", swatch: "bg-emerald-500" },
  { key: "FAILED", label: "Failed", fill: "fill-red-600", swatch: "bg-red-600" },
  { key: "CANCELLED", label: "Cancelled", fill: "fill-slate-400", swatch: "bg-slate-400" },
  { key: "SKIPPED", label: "Skipped", fill: "fill-sky-400", swatch: "bg-sky-400" },
  { key: "IN_PROGRESS", label: "In progress", fill: "fill-indigo-500", swatch: "bg-indigo-500" },
];
