import type { WorkItemHistoryEntry, WorkItemRow } from "@/lib/db/work-items";
import type { WorkItemSummary } from "@/lib/db/work-items-list";
import { severityName, type Severity } from "./kinds";

/**
 * The console API's view of work items (snake_case like the rest of /api). `state` and
 * `decision` are the console's; `upstream_state` is the service's, in its own words.
 */
export interface WorkItemDto {
  id: string;
  kind: string;
  source_id: string;
  parent_id: string | null;
  title: string;
  summary: string | null;
  severity: Severity;
  state: string;
  decision: string | null;
  decision_reason: string | null;
  decided_at: string | null;
  assignee: { id: string; email: string } | null;
  upstream_state: string;
  upstream_open: boolean;
  upstream_seen_at: string;
  opened_at: string;
  updated_at: string;
}

export interface WorkItemDetailDto extends WorkItemDto {
  upstream: unknown;
  history: HistoryDto[];
}

export interface HistoryDto {
  id: number;
  at: string;
  actor: string | null;
  type: string;
  text: string | null;
  detail: unknown;
}

export interface WorkItemPageDto {
  items: WorkItemDto[];
  total: number;
  page: number;
  page_size: number;
}

export interface BulkResultDto {
  results: { id: string; ok: boolean; message?: string }[];
}

export interface MyQueueDto {
  assigned_to_me: number;
  my_overdue: number;
  unassigned: number;
  decided_by_me_today: number;
}

export function toWorkItemDto(row: WorkItemSummary): WorkItemDto {
  return {
    id: row.id,
    kind: row.kind,
    source_id: row.source_id,
    parent_id: row.parent_id,
    title: row.title,
    summary: row.summary,
    severity: severityName(row.severity),
    state: row.state,
    decision: row.decision,
    decision_reason: row.decision_reason,
    decided_at: row.decided_at,
    assignee:
      row.assignee_id && row.assignee_email
        ? { id: row.assignee_id, email: row.assignee_email }
        : null,
    upstream_state: row.upstream_state,
    upstream_open: row.upstream_open === 1,
    upstream_seen_at: row.upstream_seen_at,
    opened_at: row.opened_at,
    updated_at: row.updated_at,
  };
}

export function toDetailDto(row: WorkItemRow, history: WorkItemHistoryEntry[]): WorkItemDetailDto {
  return {
    ...toWorkItemDto(row),
    upstream: JSON.parse(row.upstream_data) as unknown,
    history: history.map((entry) => ({
      id: entry.id,
      at: entry.at,
      actor: entry.actorEmail,
      type: entry.type,
      text: entry.text,
      detail: entry.detail,
    })),
  };
}
