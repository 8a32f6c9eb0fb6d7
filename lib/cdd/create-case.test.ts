import { describe, expect, it } from "vitest";
import { UpstreamError, timeoutError } from "@/lib/api/errors";
import type { CddCase, CddCreateInput, CddListParams } from "@/lib/api/schemas/cdd";
import { createCaseOnce, matchesSubmitted } from "./create-case";

const now = new Date("2026-03-01T10:00:00.000Z");

function fakeUpstream(options: { createFails: UpstreamError[]; listFails?: boolean }) {
  const cases: CddCase[] = [];
  const listed: CddListParams[] = [];
  let creates = 0;
  const deps = {
    now: () => now,
    createCdd: async (body: CddCreateInput) => {
      creates += 1;
      // Like a slow upstream: the case is made, the answer is what fails.
      const made: CddCase = {
        id: `case-${creates}`,
        state: "INITIATED",
        input: { website: `https://${body.website}`, external_id: body.external_id },
        created_at: "2026-03-01T10:00:01.000Z",
        updated_at: "2026-03-01T10:00:01.000Z",
      };
      cases.push(made);
      const failure = options.createFails[creates - 1];
      if (failure) throw failure;
      return made;
    },
    listCdds: async (params: CddListParams) => {
      listed.push(params);
      if (options.listFails) throw new UpstreamError({ status: 500, code: "X", message: "x" });
      return { count: cases.length, cases };
    },
  };
  return { deps, cases, listed, creates: () => creates };
}

describe("createCaseOnce", () => {
  it("after a timeout, finds the case by its external id instead of creating a second", async () => {
    const upstream = fakeUpstream({ createFails: [timeoutError(3000)] });
    const outcome = await createCaseOnce(
      upstream.deps,
      { website: "acme.example", external_id: "ext-1" },
      "key-1",
    );
    expect(outcome).toMatchObject({ recovered: true, case: { id: "case-1" } });
    expect(upstream.creates()).toBe(1);
    expect(upstream.listed).toEqual([{ external_id: "ext-1" }]);
  });

  it("without an external id, finds it by the submitted fields among recent cases", async () => {
    const upstream = fakeUpstream({ createFails: [timeoutError(3000)] });
    const outcome = await createCaseOnce(upstream.deps, { website: "Acme.example/" }, undefined);
    expect(outcome.case.id).toBe("case-1");
    expect(upstream.creates()).toBe(1);
    expect(upstream.listed[0].from).toBe("2026-03-01T09:55:00.000Z");
  });

  it("repeats the create (same key) only when the first left no case", async () => {
    const upstream = fakeUpstream({ createFails: [] });
    upstream.deps.createCdd = (() => {
      const original = upstream.deps.createCdd;
      let first = true;
      return async (body: CddCreateInput) => {
        if (first) {
          first = false;
          throw timeoutError(3000);
        }
        return original(body);
      };
    })();
    const outcome = await createCaseOnce(upstream.deps, { website: "acme.example" }, "key-1");
    expect(outcome).toMatchObject({ recovered: false, case: { id: "case-1" } });
  });

  it("does not repeat when it cannot find out, and says so", async () => {
    const upstream = fakeUpstream({ createFails: [timeoutError(3000)], listFails: true });
    await expect(
      createCaseOnce(upstream.deps, { website: "acme.example" }, "key-1"),
    ).rejects.toMatchObject({ status: 504, code: "CDD_CREATE_UNCONFIRMED" });
    expect(upstream.creates()).toBe(1);
  });

  it("passes a refusal through untouched", async () => {
    const refusal = new UpstreamError({ status: 400, code: "VALIDATION_ERROR", message: "no" });
    const upstream = fakeUpstream({ createFails: [refusal] });
    await expect(createCaseOnce(upstream.deps, { website: "a.example" }, "k")).rejects.toBe(
      refusal,
    );
    expect(upstream.listed).toHaveLength(0);
  });
});

describe("matchesSubmitted", () => {
  const cdd = (input: Record<string, unknown>): CddCase => ({
    id: "c",
    state: "INITIATED",
    input,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  it("needs every submitted field to agree", () => {
    expect(matchesSubmitted(cdd({ legal_name: "Acme GmbH" }), { legal_name: "acme gmbh" })).toBe(
      true,
    );
    expect(
      matchesSubmitted(cdd({ website: "https://acme.example", legal_name: "Other" }), {
        website: "acme.example",
        legal_name: "Acme",
      }),
    ).toBe(false);
  });
});
