import type { ColumnType, Generated, Kysely } from "kysely";

/**
 * The embedded store's tables as Kysely sees them. Types are kept portable so the same repository
 * code can run on PostgreSQL later: timestamps are ISO 8601 UTC strings (`Date#toISOString`, fixed
 * width, so text order is time order), JSON is TEXT, booleans are 0/1 integers.
 */

/** Written once, never updated: the type system refuses an UPDATE of these columns. */
type Immutable<T> = ColumnType<T, T, never>;
type ImmutableGenerated<T> = ColumnType<T, T | undefined, never>;

export type UserRole = "analyst" | "admin";
export type ApiEnvironment = "production" | "sandbox";
export type FlowRunSource = "triggered" | "event" | "lookup" | "watcher";
export type ShareLinkKind = "flow_run_report" | "cdd_report";
export type AuditOutcome = "success" | "failure";

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  password_hash: string | null;
  disabled_at: string | null;
  session_version: number;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
}

export interface LoginAttemptsTable {
  key: string;
  window_started_at: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

export interface SetupTokensTable {
  id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ApiCredentialsTable {
  id: string;
  environment: ApiEnvironment;
  base_url: string | null;
  ciphertext: string;
  iv: string;
  auth_tag: string;
  key_version: number;
  last4: string;
  created_by: string | null;
  created_at: string;
  rotated_at: string | null;
}

export interface RegisteredFlowsTable {
  id: string;
  name: string;
  description: string | null;
  input_schema: string | null;
  kind: string | null;
  created_at: string;
  updated_at: string;
}

export interface FlowRunsTable {
  id: string;
  flow_id: string;
  flow_version_id: string | null;
  customer_id: string | null;
  status: string;
  trigger_type: string | null;
  triggered_by: string | null;
  triggered_at: string;
  started_at: string | null;
  completed_at: string | null;
  duration_ms: number | null;
  updated_at: string;
  input: string | null;
  has_output: number;
  report_present: number;
  degraded: number;
  run_mode: string | null;
  error_code: string | null;
  data: string | null;
  indexed_at: string;
  source: FlowRunSource;
}

export interface ScreeningSearchesTable {
  id: string;
  reference: string | null;
  status: string;
  hits_total: number;
  hits_false_positive: number;
  hits_true_positive: number;
  hits_unresolved: number;
  created_at: string | null;
  updated_at: string;
  data: string;
  indexed_at: string;
}

export interface ScreeningAlertsTable {
  id: string;
  reference: string | null;
  status: string | null;
  remediation_status: string | null;
  created_at: string | null;
  updated_at: string;
  data: string;
  indexed_at: string;
}

export interface InboundEventsTable {
  id: ImmutableGenerated<number>;
  event_id: Immutable<string | null>;
  webhook_id: Immutable<string | null>;
  event_name: Immutable<string | null>;
  event_type: Immutable<string | null>;
  target_type: Immutable<string | null>;
  customer_id: Immutable<string | null>;
  received_at: Immutable<string>;
  signature_valid: Immutable<number>;
  payload: Immutable<string>;
  processed_at: string | null;
  process_error: string | null;
  body_sha256: Immutable<string | null>;
}

export interface InboundRefusalsTable {
  id: ImmutableGenerated<number>;
  webhook_id: string;
  reason: string;
  window_start: string;
  count: number;
  last_at: string;
}

export interface WebhookSecretsTable {
  webhook_id: string;
  ciphertext: string;
  iv: string;
  auth_tag: string;
  key_version: number;
  created_at: string;
}

export interface ShareLinksTable {
  id: string;
  token_hash: string;
  kind: ShareLinkKind;
  target_id: string;
  label: string | null;
  snapshot: string;
  snapshot_sha256: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
  view_count: Generated<number>;
  last_viewed_at: string | null;
  /** What reviewers see as the sharer (null: an unnamed console user). */
  sharer_name: string | null;
  /** JSON list of the CDD documents shared with the report; null when none are. */
  documents: string | null;
}

export interface AuditEventsTable {
  id: ImmutableGenerated<number>;
  at: Immutable<string>;
  actor_id: Immutable<string | null>;
  actor_email: Immutable<string | null>;
  action: Immutable<string>;
  target_type: Immutable<string | null>;
  target_id: Immutable<string | null>;
  outcome: Immutable<AuditOutcome>;
  detail: Immutable<string | null>;
}

export interface WorkItemsTable {
  id: string;
  kind: string;
  source_id: string;
  parent_id: string | null;
  title: string;
  summary: string | null;
  /** 3 high, 2 medium, 1 low: an integer so that it sorts and filters on an index. */
  severity: number;
  state: string;
  decision: string | null;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  assignee_id: string | null;
  assignee_email: string | null;
  upstream_state: string;
  upstream_open: number;
  upstream_data: string;
  upstream_seen_at: string;
  opened_at: string;
  created_at: string;
  updated_at: string;
}

/** Append-only, like the audit log. */
export interface WorkItemHistoryTable {
  id: ImmutableGenerated<number>;
  item_id: Immutable<string>;
  at: Immutable<string>;
  actor_id: Immutable<string | null>;
  actor_email: Immutable<string | null>;
  type: Immutable<string>;
  text: Immutable<string | null>;
  detail: Immutable<string | null>;
}

/**
 * The run watcher's lease on an unfinished run (migration 0006), kept out of FlowRunsTable so the
 * index's row type stays what the lists read; lib/db/run-leases.ts adds it with `withTables`.
 */
/** Runs per (status, flow, trigger type), kept by triggers on flow_runs (migration 0008). */
export interface FlowRunCountsTable {
  status: string;
  flow_id: string;
  /** '' for runs without one. */
  trigger_type: string;
  runs: number;
}

export interface FlowRunWatchColumns {
  /** The instance polling this run, while its heartbeat in `console_instances` is fresh. */
  watch_owner: string | null;
}

export interface ConsoleInstancesTable {
  id: string;
  started_at: string;
  heartbeat_at: string;
}

export interface LiveEventsTable {
  id: Generated<number>;
  type: Immutable<string>;
  audience: Immutable<string>;
  /** JSON of the event's data. */
  data: Immutable<string>;
  at: Immutable<string>;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: string;
  count: number;
}

export interface KvTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  login_attempts: LoginAttemptsTable;
  setup_tokens: SetupTokensTable;
  api_credentials: ApiCredentialsTable;
  registered_flows: RegisteredFlowsTable;
  flow_runs: FlowRunsTable;
  flow_run_counts: FlowRunCountsTable;
  screening_searches: ScreeningSearchesTable;
  screening_alerts: ScreeningAlertsTable;
  inbound_events: InboundEventsTable;
  inbound_refusals: InboundRefusalsTable;
  webhook_secrets: WebhookSecretsTable;
  share_links: ShareLinksTable;
  audit_events: AuditEventsTable;
  kv: KvTable;
  work_items: WorkItemsTable;
  work_item_history: WorkItemHistoryTable;
  live_events: LiveEventsTable;
  console_instances: ConsoleInstancesTable;
  rate_limits: RateLimitsTable;
}

export type Db = Kysely<Database>;
