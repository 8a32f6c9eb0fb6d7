import { randomUUID } from "node:crypto";
import { familyError, HttpError, issuesError } from "../../core/errors";
import { json, readJsonObject, type RequestContext, type Route } from "../../core/http";
import { validateCreate } from "./create-rules";
import { fingerprint } from "./idempotency";
import { runChecks, scheduleProgress } from "./lifecycle";
import { parseListQuery } from "./list-query";
import { caseDetailJson, caseJson, type CaseRecord, type CddInput } from "./model";
import { outcomeFor } from "./outcome";
import type { CddStore } from "./store";

export const defaultRiskCheckSet = "default";

/** A new case, INITIATED now and on its way to its outcome on the sandbox clock. */
export function openCase(store: CddStore, customerId: string, input: CddInput): CaseRecord {
  const now = store.now();
  const record: CaseRecord = {
    id: randomUUID(),
    customerId,
    state: "INITIATED",
    input,
    createdAt: now,
    updatedAt: now,
    documents: [],
    outcome: outcomeFor(input),
    riskCheckSetId: input.risk_check_set_id ?? defaultRiskCheckSet,
    timers: [],
    seeded: false,
  };
  store.add(record);
  scheduleProgress(store, record);
  return record;
}

const bodyErrorCodes: Record<number, string> = {
  400: "invalid_body",
  413: "too_big",
  415: "unsupported_media_type",
};

/** Creation keeps its `{ errors }` shape even for an unreadable body (docs/spec-assumptions.md). */
async function readCreateBody(ctx: RequestContext): Promise<Record<string, unknown>> {
  try {
    return (await readJsonObject(ctx)) ?? {};
  } catch (error) {
    const code = error instanceof HttpError ? bodyErrorCodes[error.status] : undefined;
    if (!(error instanceof HttpError) || !code) throw error;
    const { message } = error.body as { message: string };
    throw issuesError([{ path: [], message, code }], error.status);
  }
}

function idempotencyKey(ctx: RequestContext): string | undefined {
  const key = ctx.req.headers["idempotency-key"];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw issuesError([
      {
        path: ["Idempotency-Key"],
        message: "Idempotency-Key must be 1 to 255 visible ASCII characters",
        code: "invalid_idempotency_key",
      },
    ]);
  }
  return key;
}

export function caseRoutes(store: CddStore): Route[] {
  return [
    {
      method: "POST",
      path: "/cdds",
      family: "cdd",
      handler: async (ctx) => {
        store.originOf(ctx);
        const key = idempotencyKey(ctx);
        const body = await readCreateBody(ctx);
        const payload = fingerprint(body);
        const customerId = ctx.customer.id;
        if (key !== undefined) {
          const cached = store.idempotency.lookup(customerId, key, payload);
          if (cached.kind === "replay") {
            return json(200, cached.response, { "idempotent-replayed": "true" });
          }
          if (cached.kind === "conflict") {
            throw new HttpError(409, {
              error: "Idempotency-Key was already used with a different payload",
            });
          }
        }
        const result = validateCreate(body);
        if (!result.ok) throw issuesError(result.issues);
        const response = caseJson(openCase(store, customerId, result.input));
        if (key !== undefined) store.idempotency.store(customerId, key, payload, response);
        return json(200, response);
      },
    },
    {
      method: "GET",
      path: "/cdds",
      family: "cdd",
      handler: (ctx) => {
        const query = parseListQuery(ctx.query);
        const cases = store
          .list(ctx.customer.id)
          .filter((record) =>
            "externalId" in query
              ? record.input.external_id === query.externalId
              : (query.from === undefined || record.createdAt >= query.from) &&
                (query.to === undefined || record.createdAt <= query.to),
          );
        return json(200, { count: cases.length, cases: cases.map(caseJson) });
      },
    },
    {
      method: "GET",
      path: "/cdds/:id",
      family: "cdd",
      handler: (ctx) => json(200, caseDetailJson(store.originOf(ctx), store.find(ctx))),
    },
    {
      method: "POST",
      path: "/cdds/:id/run-checks",
      family: "cdd",
      handler: async (ctx) => {
        const record = store.find(ctx);
        const body = (await readJsonObject(ctx, { optional: true })) ?? {};
        const unknown = Object.keys(body).filter((field) => field !== "risk_check_set_id");
        if (unknown.length > 0) throw familyError("cdd", 400, `Unknown field: ${unknown[0]}`);
        const setId = body.risk_check_set_id;
        if (setId !== undefined && (typeof setId !== "string" || setId.trim() === "")) {
          throw familyError("cdd", 400, "risk_check_set_id must be a non-empty string");
        }
        if (record.state !== "COMPLETED") throw familyError("cdd", 409, "Case is not completed");
        runChecks(store, record, typeof setId === "string" ? setId.trim() : undefined);
        return json(200, { message: "Checks triggered", id: record.id });
      },
    },
  ];
}
