import type { CddCase, CddCreateInput, CddList, CddListParams } from "@/lib/api/schemas/cdd";
import { isUpstreamError, UpstreamError } from "@/lib/api/errors";

/**
 * `POST /cdds` without ever making two cases for one submit. The spec does not name the
 * idempotency header, so the upstream may ignore ours; and a create can outlast our timeout while
 * it still takes effect. So after a timeout (or a gateway error, which says as little) the console
 * first looks for the case the first attempt may have made (by the external id it sent or, without
 * one, by the submitted fields among the cases created since), and repeats the create only when
 * none is there.
 */
export interface CreateCaseDeps {
  createCdd: (body: CddCreateInput, call: { idempotencyKey?: string }) => Promise<CddCase>;
  listCdds: (params: CddListParams) => Promise<CddList>;
  now?: () => Date;
}

export type CreateOutcome = { case: CddCase; recovered: boolean };

// The upstream's clock and ours may disagree a little; the window is wide enough for that.
const CLOCK_SKEW_MS = 5 * 60_000;

export async function createCaseOnce(
  deps: CreateCaseDeps,
  body: CddCreateInput,
  idempotencyKey: string | undefined,
): Promise<CreateOutcome> {
  const startedAt = (deps.now ?? (() => new Date()))();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return { case: await deps.createCdd(body, { idempotencyKey }), recovered: false };
    } catch (error) {
      if (!isUnconfirmed(error)) throw error;
      const found = await findCreated(deps, body, startedAt);
      if (found === "unknown" || attempt === 1) {
        if (found && found !== "unknown") return { case: found, recovered: true };
        throw unconfirmedError(error);
      }
      if (found) return { case: found, recovered: true };
    }
  }
  throw new Error("unreachable");
}

/** Errors after which the create may or may not have taken effect. */
function isUnconfirmed(error: unknown): error is UpstreamError {
  if (!isUpstreamError(error)) return false;
  if (error.code === "UPSTREAM_TIMEOUT") return true;
  return error.origin === "upstream" && [502, 503, 504].includes(error.status);
}

function unconfirmedError(cause: UpstreamError): UpstreamError {
  return new UpstreamError({
    status: 504,
    code: "CDD_CREATE_UNCONFIRMED",
    message:
      "The compliance service did not confirm the new case and it is not in the case list yet. It may still appear: check the CDD list in a minute before submitting again. Your answers are kept.",
    origin: "console",
    cause,
  });
}

async function findCreated(
  deps: CreateCaseDeps,
  body: CddCreateInput,
  startedAt: Date,
): Promise<CddCase | undefined | "unknown"> {
  const externalId = body.external_id?.trim();
  let list: CddList;
  try {
    list = externalId
      ? await deps.listCdds({ external_id: externalId })
      : await deps.listCdds({
          from: new Date(startedAt.getTime() - CLOCK_SKEW_MS).toISOString(),
        });
  } catch {
    // Not knowing is not "not there": without an answer the create is not repeated.
    return "unknown";
  }
  const since = startedAt.getTime() - CLOCK_SKEW_MS;
  const candidates = list.cases.filter(
    (cdd) => Date.parse(cdd.created_at) >= since && matchesSubmitted(cdd, body),
  );
  return candidates.sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

const COMPARED = ["website", "legal_name", "email", "external_id", "vat_number"] as const;

/** Every compared field the analyst submitted is the same on the case (websites by host and path). */
export function matchesSubmitted(cdd: CddCase, body: CddCreateInput): boolean {
  const input = cdd.input as Record<string, unknown>;
  let compared = 0;
  for (const field of COMPARED) {
    const sent = body[field]?.trim();
    if (!sent) continue;
    const found = input[field];
    if (typeof found !== "string") return false;
    const same =
      field === "website"
        ? normaliseWebsite(found) === normaliseWebsite(sent)
        : found.trim().toLowerCase() === sent.toLowerCase();
    if (!same) return false;
    compared += 1;
  }
  return compared > 0;
}

function normaliseWebsite(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
}
