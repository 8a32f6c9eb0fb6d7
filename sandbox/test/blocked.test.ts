import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { keys, startSandbox, type Harness } from "./harness";

interface SeedCompany {
  id: string;
  name: string;
}

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.call("POST", "/_sandbox/reset", { key: null });
});

const blocked = async (customer = 0) =>
  (await h.seed())[customer].blocked_companies as SeedCompany[];
const unblock = (id: string, key: string = keys.northwind) =>
  h.call("DELETE", `/blocked-companies/${id}`, { key });

describe("§4.14 DELETE /blocked-companies/{id}", () => {
  it("unblocks a company with 204 and no body; a second DELETE is 404 { error }", async () => {
    const [company] = await blocked();
    const res = await unblock(company.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await blocked()).map((entry) => entry.id)).not.toContain(company.id);
    const again = await unblock(company.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: "Blocked company not found" });
  });

  it("answers an unknown id with 404 { error }", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "acme"]) {
      const res = await unblock(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Blocked company not found" });
    }
  });

  it("answers another customer's company with 404 and leaves it blocked", async () => {
    const [theirs] = await blocked(1);
    expect((await unblock(theirs.id)).status).toBe(404);
    expect(await blocked(1)).toContainEqual(theirs);
    expect((await unblock(theirs.id, keys.globex)).status).toBe(204);
  });

  it("needs an API key", async () => {
    const [company] = await blocked();
    const res = await h.call("DELETE", `/blocked-companies/${company.id}`, { key: null });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect(await blocked()).toContainEqual(company);
  });
});

describe("seed: GET /_sandbox/seed blocked_companies", () => {
  it("seeds named companies per customer", async () => {
    const seed = await h.seed();
    expect(seed[0].blocked_companies).toHaveLength(5);
    expect(seed[1].blocked_companies).toHaveLength(3);
    for (const company of seed.flatMap((customer) => customer.blocked_companies as SeedCompany[])) {
      expect(company).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: expect.any(String),
      });
    }
  });

  it("restores unblocked companies on reset, with the same ids on every start", async () => {
    const before = await blocked();
    await unblock(before[0].id);
    await h.call("POST", "/_sandbox/reset", { key: null });
    expect(await blocked()).toEqual(before);
    const other = await startSandbox();
    try {
      expect((await other.seed())[0].blocked_companies).toEqual(before);
    } finally {
      await other.close();
    }
  });
});
