import type { FormValues } from "./schema-form";

/**
 * What an analyst typed into the trigger form, per flow, kept in sessionStorage so that a reload,
 * a wrong turn or a refused request loses nothing. Cleared when the run is queued.
 */
export interface RunDraft {
  mode: "form" | "json";
  values?: FormValues;
  json?: string;
}

const prefix = "compliance-console:run-draft:";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(flowId: string): RunDraft | undefined {
  const raw = storage()?.getItem(prefix + flowId);
  if (!raw) return undefined;
  try {
    const draft = JSON.parse(raw) as RunDraft;
    return draft.mode === "form" || draft.mode === "json" ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(flowId: string, draft: RunDraft): void {
  try {
    storage()?.setItem(prefix + flowId, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(flowId: string): void {
  storage()?.removeItem(prefix + flowId);
}
