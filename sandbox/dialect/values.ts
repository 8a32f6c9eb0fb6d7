/**
 * The alternate dialect's answer values: every point the spec leaves open, answered with another
 * plausible choice than ours (docs/spec-assumptions.md, "Tolerant reading"). Pure functions over
 * the JSON the features produce, so the features themselves stay in the default dialect.
 */

type Json = unknown;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const OFFSET_MINUTES = 120;

/** `2026-03-01T10:00:00.000Z` → `2026-03-01T12:00:00+0200` (or `…T12:00+0200` at minute precision). */
export function offsetTimestamp(iso: string, minutePrecision: boolean): string {
  const shifted = new Date(Date.parse(iso) + OFFSET_MINUTES * 60_000).toISOString();
  const local = minutePrecision ? shifted.slice(0, 16) : shifted.slice(0, 19);
  return `${local}+0200`;
}

const DOCUMENT_FILE_PATH = /\/cdds\/([^/]+)\/documents\/([^/]+)\/file$/;

/** Our fixed download path becomes another one; the document's `url` is the only way to it. */
export function alternateDocumentUrl(url: string): string {
  return url.replace(DOCUMENT_FILE_PATH, "/files/cdd-documents/$2?case=$1");
}

const DOCUMENT_TYPES: Record<string, string> = {
  REGISTRY_EXCERPT: "COMMERCIAL_REGISTER_EXTRACT",
};
const WEBHOOK_STATUSES: Record<string, string> = { active: "enabled", disabled: "paused" };
const DELIVERY_STATUSES: Record<string, string> = { success: "delivered", failed: "error" };

/** Label/value pairs: values the spec shows as strings, given as the JSON types they hold. */
function typedValue(label: string, value: Json): Json {
  if (typeof value !== "string") return value;
  if (label === "Match score" && Number.isFinite(Number(value))) return Number(value);
  if (label === "Date of birth" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split("-").map(Number);
    return { year, month, day };
  }
  if (label === "Nationality" || label === "Country") return [value];
  return value;
}

function isLabelValue(item: Json): item is { label: string; value: Json } {
  return typeof item === "object" && item !== null && "label" in item && "value" in item;
}

/** Walks an answer (or an event payload) and flips every value-level choice. */
export function alternateValues(value: Json, key = ""): Json {
  if (typeof value === "string") {
    if (ISO_UTC.test(value) && (key.endsWith("_at") || key.endsWith("_time"))) {
      return offsetTimestamp(value, key === "created_at");
    }
    if (key === "url") return alternateDocumentUrl(value);
    if (key === "type" && DOCUMENT_TYPES[value]) return DOCUMENT_TYPES[value];
    return value;
  }
  if (Array.isArray(value)) {
    if ((key === "input" || key === "fields") && value.every(isLabelValue)) {
      return value.map((item) => ({ ...item, value: typedValue(item.label, item.value) }));
    }
    return value.map((item) => alternateValues(item, key));
  }
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, Json> = {};
  const isWebhook = "webhook_url" in value;
  for (const [name, item] of Object.entries(value)) {
    // The search's alert list: the spec gives only a description, so another name is as valid.
    const target = name === "alert_ids" ? "alerts" : name;
    let flipped = alternateValues(item, name);
    if (isWebhook && name === "status" && typeof item === "string") {
      flipped = WEBHOOK_STATUSES[item] ?? item;
    }
    if (isWebhook && name === "last_delivery_status" && typeof item === "string") {
      flipped = DELIVERY_STATUSES[item] ?? item;
    }
    out[target] = flipped;
  }
  return out;
}

/** Spec 2.5 shows no field names; these are another service's. */
const MONITORING_NAMES: Record<string, string> = {
  id: "monitoring_id",
  website: "url",
  checks: "active_checks",
  frequency: "schedule",
  is_active: "active",
  state: "execution_state",
  next_execution_at: "next_run_at",
  expires_at: "expiration_date",
  last_execution_at: "last_executed_at",
  created_at: "created",
  updated_at: "updated",
  latest_execution_result: "latest_results",
  external_id: "external_reference",
};

export function alternateMonitoring(monitoring: Json): Json {
  if (typeof monitoring !== "object" || monitoring === null) return monitoring;
  const out: Record<string, Json> = { monitoring_type: "website" };
  for (const [name, item] of Object.entries(monitoring)) {
    const value =
      name === "checks" && Array.isArray(item) ? item.map((check) => ({ type: check })) : item;
    out[MONITORING_NAMES[name] ?? name] = value;
  }
  return out;
}
