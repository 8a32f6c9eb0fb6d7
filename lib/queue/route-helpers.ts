import "server-only";
import { jsonAnswer } from "@/lib/http/json-answer";

/** Item ids carry a colon (`kind:source`); a client may send it percent-encoded. */
export function itemIdParam(raw: string): string {
  try {
    return raw.includes("%") ? decodeURIComponent(raw) : raw;
  } catch {
    return raw;
  }
}

export function noStoreJson(body: unknown, status = 200): Response {
  return jsonAnswer(body, { status, headers: { "Cache-Control": "no-store" } });
}
