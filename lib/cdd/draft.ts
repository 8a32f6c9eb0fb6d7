import { z } from "zod";
import { cddWizardValuesSchema, emptyWizardValues, type CddWizardValues } from "./wizard-schema";
import { LAST_STEP } from "./wizard-steps";

/**
 * The create wizard's draft, kept in localStorage until it is submitted or discarded, so a reload
 * or a closed tab loses nothing. Each draft carries its own idempotency key, made when the draft
 * starts: resending the same draft (a double click, a retry after a lost answer, a reload during
 * the submit) can only ever make one case.
 */

export interface CddDraft {
  idempotencyKey: string;
  step: number;
  values: CddWizardValues;
  startedAt: string;
}

const storedDraftSchema = z.object({
  version: z.literal(1),
  idempotencyKey: z.string().regex(/^[\x21-\x7e]{1,255}$/),
  step: z.number().int().min(0).max(LAST_STEP),
  // Values are merged over an empty form first, so a draft from an older form still loads.
  values: z.record(z.string(), z.unknown()),
  startedAt: z.string(),
});

/** Per user, so two people sharing a browser profile never see each other's draft. */
export function draftStorageKey(userId: string): string {
  return `compliance-console:cdd-draft:${userId}`;
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a console served over plain http still needs keys.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function startDraft(values: CddWizardValues = emptyWizardValues()): CddDraft {
  return {
    idempotencyKey: newIdempotencyKey(),
    step: 0,
    values,
    startedAt: new Date().toISOString(),
  };
}

/** The stored draft, or undefined when there is none or it cannot be trusted. */
export function parseDraft(raw: string | null): CddDraft | undefined {
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const stored = storedDraftSchema.safeParse(json);
  if (!stored.success) return undefined;
  const empty = emptyWizardValues();
  const merged = {
    ...empty,
    ...stored.data.values,
    contact_person: {
      ...empty.contact_person,
      ...(isRecord(stored.data.values.contact_person) ? stored.data.values.contact_person : {}),
    },
  };
  const values = cddWizardValuesSchema.safeParse(merged);
  if (!values.success) return undefined;
  const { idempotencyKey, step, startedAt } = stored.data;
  return { idempotencyKey, step, values: values.data, startedAt };
}

export function serializeDraft(draft: CddDraft): string {
  return JSON.stringify({ version: 1, ...draft });
}

export function loadDraft(storage: Storage, userId: string): CddDraft | undefined {
  try {
    return parseDraft(storage.getItem(draftStorageKey(userId)));
  } catch {
    return undefined;
  }
}

export function saveDraft(storage: Storage, userId: string, draft: CddDraft): void {
  try {
    storage.setItem(draftStorageKey(userId), serializeDraft(draft));
  } catch {
    // Storage full or disabled: the form still works, only the reload safety net is gone.
  }
}

export function clearDraft(storage: Storage, userId: string): void {
  try {
    storage.removeItem(draftStorageKey(userId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
