import Link from "next/link";
import type { CddOverview } from "@/lib/overview/types";

const STATE_LABELS: Record<string, string> = {
  INITIATED: "Initiated",
  IN_PROGRESS: "In progress",
  RUNNING_CHECKS: "Running checks",
  COMPLETED: "Completed",
  INCONCLUSIVE: "Inconclusive",
  FAILED: "Failed",
};

/** CDD cases per state as labelled bars; each state links to the case list filtered by it. */
export function CddStates({ data }: { data: CddOverview }) {
  const max = Math.max(1, ...data.byState.map((item) => item.count));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">CDD cases by state</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">State</th>
          <th scope="col">Cases</th>
        </tr>
      </thead>
      <tbody>
        {data.byState.map((item) => (
          <tr key={item.state}>
            <th scope="row" className="w-36 py-1 pr-3 text-left font-normal">
              <Link className="underline" href={`/cdd?state=${encodeURIComponent(item.state)}`}>
                {STATE_LABELS[item.state] ?? item.state}
              </Link>
            </th>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <div
                  aria-hidden="true"
                  className="h-3 rounded-sm bg-indigo-500"
                  style={{ width: `${(item.count / max) * 100}%`, minWidth: item.count ? 4 : 0 }}
                />
                <span className="tabular-nums" data-testid={`overview-cdd-${item.state}`}>
                  {item.count}
                </span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
