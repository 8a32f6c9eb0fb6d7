import "server-only";
import { getDb } from "@/lib/db";
import { iterateAuditEvents, listAuditEvents, type AuditEvent } from "@/lib/db/audit-events";
import type { Page } from "@/lib/db/pagination";
import { toAuditQuery, type AuditFilters } from "./audit-filters";
import { csvRow } from "./csv";

export const AUDIT_CSV_COLUMNS = [
  "at",
  "actor_email",
  "action",
  "target_type",
  "target_id",
  "outcome",
  "detail",
] as const;

export async function listAudit(
  filters: AuditFilters,
  page: { page?: number; pageSize?: number },
): Promise<Page<AuditEvent>> {
  return listAuditEvents(await getDb(), { ...toAuditQuery(filters), ...page });
}

/**
 * The matching events as CSV, newest first, streamed batch by batch: a long log is never held in
 * memory, and the download starts at once.
 */
export function auditCsvStream(filters: AuditFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let events: AsyncGenerator<AuditEvent> | undefined;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(csvRow(AUDIT_CSV_COLUMNS)));
      events = iterateAuditEvents(await getDb(), toAuditQuery(filters));
    },
    async pull(controller) {
      let chunk = "";
      for (let i = 0; i < 200; i += 1) {
        const next = await events!.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        const e = next.value;
        chunk += csvRow([
          e.at,
          e.actorEmail,
          e.action,
          e.targetType,
          e.targetId,
          e.outcome,
          e.detail === null || e.detail === undefined ? "" : JSON.stringify(e.detail),
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await events?.return(undefined);
    },
  });
}
