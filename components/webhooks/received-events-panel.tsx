"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DataTable } from "@/components/data-table/data-table";
import { PagePagination } from "@/components/ui/page-pagination";
import { WEBHOOK_EVENT_TYPES } from "@/lib/api/schemas/webhook";
import { useUrlQuery } from "@/lib/hooks/use-url-query";
import { inboundEventsQuery } from "@/lib/queries/inbound-events";
import {
  receivedEventsQuerySchema,
  type ReceivedEvent,
} from "@/lib/webhooks/received-events-query";
import { receivedEventColumns } from "./received-event-columns";
import { PayloadViewer } from "./payload-viewer";
import { RefusedDeliveries } from "./refused-deliveries";

const selectClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900";

/** /settings/events: deliveries received by this console, filtered through the URL; live. */
export function ReceivedEventsPanel() {
  const { params, update } = useUrlQuery();
  const typeId = useId();
  const filter = receivedEventsQuerySchema.parse(Object.fromEntries(params));
  const { data, error, isLoading } = useQuery(inboundEventsQuery(filter));
  const [viewing, setViewing] = useState<ReceivedEvent | null>(null);
  const columns = useMemo(() => receivedEventColumns(setViewing), []);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Received events</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every webhook delivery that reached this console&apos;s receiver, newest first, as it was
          received. New deliveries appear here as they arrive.{" "}
          <Link
            href="/settings/webhooks"
            className="text-indigo-700 underline dark:text-indigo-300"
          >
            Manage webhooks
          </Link>
        </p>
      </div>
      <form
        role="search"
        aria-label="Filter received events"
        className="flex flex-wrap gap-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-sm font-medium">
            Event type
          </label>
          <select
            id={typeId}
            className={selectClass}
            value={filter.type ?? ""}
            onChange={(event) => update({ type: event.target.value, page: undefined })}
          >
            <option value="">All types</option>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div>
        <DataTable
          caption="Webhook deliveries received by this console"
          columns={columns}
          data={data?.items ?? []}
          getRowId={(event) => String(event.id)}
          isLoading={isLoading}
          error={error}
          emptyMessage={
            filter.type
              ? "No received events match these filters."
              : "No events received yet. Connect this console under Webhooks, and they arrive here."
          }
        />
        {data ? (
          <PagePagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page: page > 1 ? page : undefined })}
          />
        ) : null}
      </div>
      <RefusedDeliveries refusals={data?.refusals} />
      <Dialog
        open={viewing !== null}
        title={
          viewing ? `Payload: ${viewing.eventType ?? viewing.eventName ?? "event"}` : "Payload"
        }
        onClose={() => setViewing(null)}
      >
        {viewing ? <PayloadViewer id={viewing.id} /> : null}
      </Dialog>
    </div>
  );
}
