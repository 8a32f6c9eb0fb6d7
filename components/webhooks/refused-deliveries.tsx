import { DateTime } from "@/components/ui/date-time";
import type { RefusalCount } from "@/lib/webhooks/refusals";

export interface RefusedDeliveriesProps {
  refusals: RefusalCount[] | undefined;
}

/**
 * Deliveries refused for a bad or missing signature, as counts per webhook and hour. Anyone who
 * knows a webhook id can send them, so their bodies are never kept or shown: unsigned content
 * means nothing. A steady count usually means the service holds another secret than the console.
 */
export function RefusedDeliveries({ refusals }: RefusedDeliveriesProps) {
  if (!refusals) return null;
  return (
    <section aria-labelledby="refused-deliveries" className="space-y-2">
      <h2 id="refused-deliveries" className="text-lg font-semibold">
        Refused deliveries
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Deliveries to this console&apos;s webhooks whose signature did not verify (answered 401),
        counted per hour for a week. Their content is not kept: without a valid signature it could
        come from anyone.
      </p>
      {refusals.length === 0 ? (
        <p className="text-sm">No refused deliveries in the last week.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Refused deliveries per webhook and hour</caption>
          <thead>
            <tr>
              <th scope="col">Hour from</th>
              <th scope="col">Webhook</th>
              <th scope="col">Refused</th>
              <th scope="col">Last</th>
            </tr>
          </thead>
          <tbody>
            {refusals.map((row) => (
              <tr key={`${row.webhookId}-${row.windowStart}`}>
                <td>
                  <DateTime iso={row.windowStart} />
                </td>
                <td className="font-mono text-xs break-all">{row.webhookId}</td>
                <td>{row.count}</td>
                <td>
                  <DateTime iso={row.lastAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
