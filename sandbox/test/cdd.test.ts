import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { keys, startSandbox, type Harness } from "./harness";

interface CddCase {
  id: string;
  state: string;
  input: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  checks?: { verdict: string; groups: { name: string; action: string }[] };
}
interface CddDocument {
  id: string;
  created_at: string;
  file_name: string;
  file_type: string;
  type: string;
  url: string;
}
type CddDetail = CddCase & { documents: CddDocument[] };
interface SeedCase {
  id: string;
  state: string;
  country_code: string | null;
  legal_name: string | null;
  website: string | null;
  external_id: string | null;
}

const second = 1000;
const day = 24 * 60 * 60 * second;
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
// Every test starts from the seed on a paused clock: sandbox time moves only when a test says so.
beforeEach(async () => {
  await h.call("POST", "/_sandbox/reset", { key: null });
  await clock({ pause: true });
});

const clock = (body: Record<string, unknown>) =>
  h.call("POST", "/_sandbox/clock", { key: null, body });
const advance = (ms: number) => clock({ advance_ms: ms });
const create = (body: unknown, headers?: Record<string, string>) =>
  h.call("POST", "/cdds", { body, headers });
const getCase = async (id: string) => (await h.call("GET", `/cdds/${id}`)).body as CddDetail;
const listCount = async () => ((await h.call("GET", "/cdds")).body as { count: number }).count;

async function seedCases(customer = 0): Promise<SeedCase[]> {
  return (await h.seed())[customer].cdds as SeedCase[];
}
async function seedCase(match: (entry: SeedCase) => boolean): Promise<SeedCase> {
  const found = (await seedCases()).find(match);
  if (!found) throw new Error("no seed case matches");
  return found;
}
async function eventTypes(type: string): Promise<{ target_id: string }[]> {
  const res = await h.call("GET", `/_sandbox/events?type=${type}`, { key: null });
  return (res.body as { items: { target_id: string }[] }).items;
}
/** The payloads themselves: the control plane lists events without them. */
function payloads(type: string, targetId: string): unknown[] {
  return h.sandbox.context.bus.recent
    .filter((event) => event.type === type && event.targetId === targetId)
    .map((event) => event.payload);
}
function upload(type: string | undefined, file?: Blob, name = "extract.pdf"): FormData {
  const form = new FormData();
  if (type !== undefined) form.set("type", type);
  if (file) form.set("file", file, name);
  return form;
}

describe("§4.7 POST /cdds", () => {
  it("creates a case identified by website, stored with a scheme, INITIATED", async () => {
    const res = await create({ website: "acme.example" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      state: "INITIATED",
      input: { website: "https://acme.example", registry_profile: "BASIC" },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it("normalises websites but keeps an explicit http scheme and a path", async () => {
    const plain = (await create({ website: "https://Shop.Example/" })).body as CddCase;
    expect(plain.input.website).toBe("https://shop.example");
    const http = (await create({ website: "http://shop.example/de" })).body as CddCase;
    expect(http.input.website).toBe("http://shop.example/de");
  });

  it("creates a case by legal_name + country_code", async () => {
    const res = await create({ legal_name: "Acme GmbH", country_code: "DE" });
    expect(res.status).toBe(200);
    expect((res.body as CddCase).input).toEqual({
      legal_name: "Acme GmbH",
      country_code: "DE",
      registry_profile: "BASIC",
    });
  });

  it("creates a case by register_number + country_code with the FULL registry profile", async () => {
    const res = await create({ register_number: "11849302", country_code: "GB" });
    expect(res.status).toBe(200);
    expect((res.body as CddCase).input).toMatchObject({
      register_number: "11849302",
      registry_profile: "FULL",
    });
  });

  it("accepts and returns every field of the §4.7 table", async () => {
    const body = {
      website: "https://acme.example",
      email: "kyc@acme.example",
      legal_name: "Acme S.r.l.",
      address: "Via Roma 1, Milano",
      external_id: "CRM-1",
      vat_number: "IT01234567890",
      register_number: "01234567890",
      country_code: "IT",
      description: "Online retailer of kitchen goods",
      contact_person: {
        name: "Giulia Rossi",
        email: "giulia@acme.example",
        country_code: "IT",
        address: "Via Roma 1",
        phone_number: "+39 02 1234567",
        ip: "203.0.113.7",
      },
      risk_check_set_id: "rcs-strict",
      pull_registry_documents: true,
      trading_name: "Acme Cucina",
      trading_address: "Via Verdi 2, Milano",
    };
    const res = await create(body);
    expect(res.status).toBe(200);
    expect((res.body as CddCase).input).toEqual({ ...body, registry_profile: "FULL" });
  });
});

describe("§4.7 POST /cdds validation: 400 { errors: [{ path, message, code }] }", () => {
  async function issues(body: unknown) {
    const res = await create(body);
    expect(res.status).toBe(400);
    const errors = (res.body as { errors: { path: string[]; message: string; code: string }[] })
      .errors;
    for (const issue of errors) {
      expect(issue).toEqual({
        path: expect.any(Array),
        message: expect.any(String),
        code: expect.any(String),
      });
    }
    return errors;
  }

  it("refuses a body of none of the three shapes", async () => {
    expect(await issues({ email: "a@b.example" })).toEqual([
      expect.objectContaining({ path: [], code: "invalid_shape" }),
    ]);
  });

  it("requires country_code with legal_name and with register_number", async () => {
    expect(await issues({ legal_name: "Acme" })).toEqual([
      expect.objectContaining({ path: ["country_code"], code: "required" }),
    ]);
    expect(await issues({ website: "acme.example", register_number: "123" })).toEqual([
      expect.objectContaining({ path: ["country_code"], code: "required" }),
    ]);
  });

  it("refuses contact_person without a name or an email", async () => {
    expect(
      await issues({ website: "acme.example", contact_person: { phone_number: "+44 1" } }),
    ).toEqual([expect.objectContaining({ path: ["contact_person"], code: "required" })]);
  });

  it("refuses register_number outside GB, FR and IT", async () => {
    const found = await issues({ register_number: "HRB 1234", country_code: "DE" });
    expect(found).toEqual([
      expect.objectContaining({ path: ["register_number"], code: "unsupported_country" }),
    ]);
    expect(found[0].message).toContain("GB, FR and IT");
  });

  it("refuses codes that are not ISO 3166-1 alpha-2", async () => {
    for (const code of ["XX", "UK", "de", "DEU"]) {
      expect(await issues({ legal_name: "Acme", country_code: code })).toEqual([
        expect.objectContaining({ path: ["country_code"], code: "invalid_country_code" }),
      ]);
    }
    expect(
      await issues({ website: "a.example", contact_person: { name: "A", country_code: "ZZ" } }),
    ).toEqual([
      expect.objectContaining({
        path: ["contact_person", "country_code"],
        code: "invalid_country_code",
      }),
    ]);
  });

  it("refuses pull_registry_documents outside DE and IT", async () => {
    expect(
      await issues({ legal_name: "Acme", country_code: "FR", pull_registry_documents: true }),
    ).toEqual([
      expect.objectContaining({ path: ["pull_registry_documents"], code: "unsupported_country" }),
    ]);
    expect(await issues({ website: "acme.example", pull_registry_documents: true })).toEqual([
      expect.objectContaining({ path: ["pull_registry_documents"] }),
    ]);
  });

  it("refuses wrong types, naming the field", async () => {
    const found = await issues({
      website: 42,
      pull_registry_documents: "yes",
      contact_person: "Giulia",
      email: "not-an-email",
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { path: ["website"], message: "website must be a string", code: "invalid_type" },
        expect.objectContaining({ path: ["pull_registry_documents"], code: "invalid_type" }),
        expect.objectContaining({ path: ["contact_person"], code: "invalid_type" }),
        expect.objectContaining({ path: ["email"], code: "invalid_format" }),
      ]),
    );
  });

  it("refuses unknown fields and an invalid website", async () => {
    expect(await issues({ website: "not a site", colour: "red" })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ["website"], code: "invalid_url" }),
        expect.objectContaining({ path: ["colour"], code: "unrecognized_keys" }),
      ]),
    );
  });

  it("lists every problem of a body at once", async () => {
    const found = await issues({
      register_number: "123",
      country_code: "DE",
      pull_registry_documents: "true",
      contact_person: {},
      email: 5,
    });
    expect(found.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining([
        "register_number",
        "pull_registry_documents",
        "contact_person",
        "email",
      ]),
    );
    expect(found.length).toBeGreaterThanOrEqual(4);
  });

  it("answers malformed JSON, a non-object body and another content type in the same shape", async () => {
    const malformed = await h.call("POST", "/cdds", {
      rawBody: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      errors: [expect.objectContaining({ path: [], code: "invalid_body" })],
    });
    expect((await create([1, 2])).status).toBe(400);
    const text = await h.call("POST", "/cdds", {
      rawBody: "website=a.example",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({
      errors: [expect.objectContaining({ code: "unsupported_media_type" })],
    });
    expect(await listCount()).toBe(20);
  });
});

describe("§8 idempotency result cache (Idempotency-Key on POST /cdds)", () => {
  it("answers the same key and payload with the first result, creating one case only", async () => {
    const before = await listCount();
    const headers = { "Idempotency-Key": "order-1" };
    const first = await create({ website: "acme.example", legal_name: "Acme" }, headers);
    const again = await create({ legal_name: "Acme", website: "acme.example" }, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await listCount()).toBe(before + 1);
  });

  it("answers the same key with a different payload with 409 { error }", async () => {
    const headers = { "Idempotency-Key": "order-2" };
    await create({ website: "acme.example" }, headers);
    const res = await create({ website: "other.example" }, headers);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: expect.stringContaining("different payload") });
  });

  it("frees the key after 7 days of sandbox time", async () => {
    const headers = { "Idempotency-Key": "order-3" };
    const first = (await create({ website: "acme.example" }, headers)).body as CddCase;
    await advance(7 * day - second);
    expect(((await create({ website: "acme.example" }, headers)).body as CddCase).id).toBe(
      first.id,
    );
    await advance(second);
    const later = await create({ website: "other.example" }, headers);
    expect(later.status).toBe(200);
    expect((later.body as CddCase).id).not.toBe(first.id);
  });

  it("scopes keys per customer and does not cache a refused body", async () => {
    const headers = { "Idempotency-Key": "shared" };
    const northwind = (await create({ website: "acme.example" }, headers)).body as CddCase;
    const globex = await h.call("POST", "/cdds", {
      key: keys.globex,
      body: { website: "b.example" },
      headers,
    });
    expect(globex.status).toBe(200);
    expect((globex.body as CddCase).id).not.toBe(northwind.id);
    const refusedKey = { "Idempotency-Key": "refused" };
    expect((await create({ legal_name: "No country" }, refusedKey)).status).toBe(400);
    expect((await create({ website: "fine.example" }, refusedKey)).status).toBe(200);
  });

  it("refuses an unusable key", async () => {
    const res = await create({ website: "a.example" }, { "Idempotency-Key": "x".repeat(300) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [expect.objectContaining({ path: ["Idempotency-Key"] })] });
  });
});

describe("§3.2 CDD case lifecycle and §6 cdd_state_changed", () => {
  it("moves INITIATED → IN_PROGRESS → RUNNING_CHECKS → COMPLETED on the sandbox clock", async () => {
    const { id } = (await create({ website: "acme.example" })).body as CddCase;
    expect((await getCase(id)).state).toBe("INITIATED");
    await advance(2 * second);
    expect((await getCase(id)).state).toBe("IN_PROGRESS");
    await advance(5 * second);
    expect((await getCase(id)).state).toBe("RUNNING_CHECKS");
    expect((await getCase(id)).checks).toBeUndefined();
    expect(await eventTypes("cdd_state_changed")).toEqual([]);
    await advance(5 * second);
    const done = await getCase(id);
    expect(done.state).toBe("COMPLETED");
    expect(done.checks).toEqual({
      verdict: "PASS",
      groups: expect.arrayContaining([{ name: "Company identity", action: "ACCEPT" }]),
    });
    expect((await eventTypes("cdd_state_changed")).map((event) => event.target_id)).toEqual([id]);
  });

  it("sends the full CDD object as a JSON string", async () => {
    const { id } = (await create({ website: "acme.example" })).body as CddCase;
    await advance(12 * second);
    const [payload] = payloads("cdd_state_changed", id);
    expect(typeof payload).toBe("string");
    expect(JSON.parse(payload as string)).toEqual(await getCase(id));
  });

  it("ends INCONCLUSIVE, FAILED or COMPLETED with a FAIL verdict by marker word", async () => {
    const inconclusive = (await create({ legal_name: "Inconclusive Ltd", country_code: "GB" }))
      .body as CddCase;
    const failed = (await create({ website: "failed-shop.example" })).body as CddCase;
    const rejected = (await create({ website: "a.example", external_id: "rejected-1" }))
      .body as CddCase;
    await advance(12 * second);
    expect(await getCase(inconclusive.id)).toMatchObject({
      state: "INCONCLUSIVE",
      checks: { verdict: "REVIEW" },
    });
    const failedCase = await getCase(failed.id);
    expect(failedCase.state).toBe("FAILED");
    expect(failedCase.checks).toBeUndefined();
    expect(await getCase(rejected.id)).toMatchObject({
      state: "COMPLETED",
      checks: { verdict: "FAIL" },
    });
    const announced = (await eventTypes("cdd_state_changed")).map((event) => event.target_id);
    expect(announced).toEqual(expect.arrayContaining([inconclusive.id, rejected.id]));
    expect(announced).not.toContain(failed.id);
  });

  it("pulls registry documents during processing when asked at creation", async () => {
    const body = { legal_name: "Acme GmbH", country_code: "DE", pull_registry_documents: true };
    const { id } = (await create(body)).body as CddCase;
    await advance(20 * second);
    const types = (await getCase(id)).documents.map((document) => document.type);
    expect(types).toEqual(["REGISTRY_EXCERPT", "SHAREHOLDER_LIST", "CHRONOLOGICAL_EXTRACT"]);
  });

  it("lets seeded in-flight cases resume after a few sandbox minutes", async () => {
    const inFlight = (await seedCases()).filter((entry) => entry.state === "INITIATED");
    expect(inFlight.length).toBeGreaterThan(0);
    await advance(15 * 60 * second);
    for (const entry of inFlight) {
      expect(["COMPLETED", "INCONCLUSIVE", "FAILED"]).toContain((await getCase(entry.id)).state);
    }
  });
});

describe("§4.8 GET /cdds", () => {
  it("lists the customer's cases with their count, newest first", async () => {
    const res = await h.call("GET", "/cdds");
    expect(res.status).toBe(200);
    const body = res.body as { count: number; cases: CddCase[] };
    expect(body.count).toBe(20);
    expect(body.cases).toHaveLength(20);
    const times = body.cases.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const entry of body.cases) {
      const finished = entry.state === "COMPLETED" || entry.state === "INCONCLUSIVE";
      expect(entry.checks !== undefined).toBe(finished);
    }
    expect(
      ((await h.call("GET", "/cdds", { key: keys.globex })).body as { count: number }).count,
    ).toBe(8);
  });

  it("filters on created_at with inclusive from and to", async () => {
    const created = (await create({ website: "acme.example" })).body as CddCase;
    const at = encodeURIComponent(created.created_at);
    const exact = (await h.call("GET", `/cdds?from=${at}&to=${at}`)).body as {
      count: number;
      cases: CddCase[];
    };
    expect(exact.cases.map((entry) => entry.id)).toEqual([created.id]);
    const day = created.created_at.slice(0, 10);
    const byDay = (await h.call("GET", `/cdds?from=${day}&to=${day}`)).body as { cases: CddCase[] };
    expect(byDay.cases.map((entry) => entry.id)).toContain(created.id);
    const before = (await h.call("GET", "/cdds?to=2000-01-01")).body as { count: number };
    expect(before.count).toBe(0);
  });

  it("filters by external_id, which overrides from and to", async () => {
    const seeded = await seedCase((entry) => entry.external_id !== null);
    const res = await h.call(
      "GET",
      `/cdds?external_id=${seeded.external_id}&from=garbage&to=2000-01-01`,
    );
    expect(res.status).toBe(200);
    expect((res.body as { cases: CddCase[] }).cases.map((entry) => entry.id)).toEqual([seeded.id]);
  });

  it("answers invalid dates with 400 { message }", async () => {
    for (const query of ["from=yesterday", "to=2026-02-30", "from=2026-13-01T00:00:00Z"]) {
      const res = await h.call("GET", `/cdds?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.stringContaining("ISO 8601") });
    }
    const reversed = await h.call("GET", "/cdds?from=2026-10-02&to=2026-10-01");
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ message: "from must not be after to" });
  });
});

describe("GET /cdds/{id} (docs/spec-assumptions.md) and ids on every /cdds/{id} route", () => {
  it("returns the case with its documents", async () => {
    const seeded = await seedCase(
      (entry) => entry.country_code === "DE" && entry.state === "COMPLETED",
    );
    const detail = await getCase(seeded.id);
    expect(detail).toMatchObject({
      id: seeded.id,
      state: "COMPLETED",
      input: { country_code: "DE" },
    });
    expect(detail.documents.length).toBeGreaterThan(0);
    expect(detail.documents[0]).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      file_name: expect.stringMatching(/\.pdf$/),
      file_type: "application/pdf",
      type: expect.any(String),
      url: `${h.url}/cdds/${seeded.id}/documents/${detail.documents[0].id}/file`,
    });
  });

  it("answers a non-UUID id with 400 Invalid case ID format everywhere", async () => {
    const routes: [string, string][] = [
      ["GET", "/cdds/123"],
      ["POST", "/cdds/123/run-checks"],
      ["POST", "/cdds/123/documents"],
      ["POST", "/cdds/123/pull-registry-documents"],
      ["GET", "/cdds/123/report"],
      ["GET", "/cdds/123/documents/456/file"],
    ];
    for (const [method, path] of routes) {
      const res = await h.call(method, path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ message: "Invalid case ID format" });
    }
  });

  it("answers an unknown case, and another customer's, with 404 Case not found", async () => {
    const unknown = await h.call("GET", "/cdds/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Case not found" });
    const theirs = ((await h.seed())[1].cdds as SeedCase[])[0];
    for (const path of [`/cdds/${theirs.id}`, `/cdds/${theirs.id}/report`]) {
      const res = await h.call("GET", path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Case not found" });
    }
  });
});

describe("§4.9 POST /cdds/{id}/run-checks", () => {
  it("triggers checks on a completed case, which comes back announced", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    const res = await h.call("POST", `/cdds/${seeded.id}/run-checks`, {
      body: { risk_check_set_id: "rcs-strict" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Checks triggered", id: seeded.id });
    expect((await getCase(seeded.id)).state).toBe("RUNNING_CHECKS");
    await advance(5 * second);
    expect((await getCase(seeded.id)).state).toBe("COMPLETED");
    expect((await eventTypes("cdd_state_changed")).map((event) => event.target_id)).toEqual([
      seeded.id,
    ]);
  });

  it("takes no body at all", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    expect((await h.call("POST", `/cdds/${seeded.id}/run-checks`)).status).toBe(200);
  });

  it("answers a case that is not completed with 409 Case is not completed", async () => {
    const { id } = (await create({ website: "acme.example" })).body as CddCase;
    const inconclusive = await seedCase((entry) => entry.state === "INCONCLUSIVE");
    for (const target of [id, inconclusive.id]) {
      const res = await h.call("POST", `/cdds/${target}/run-checks`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: "Case is not completed" });
    }
  });

  it("refuses a malformed body with 400 { message }", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    const res = await h.call("POST", `/cdds/${seeded.id}/run-checks`, {
      body: { risk_check_set_id: 7 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringContaining("risk_check_set_id") });
  });
});

describe("§4.10 POST /cdds/{id}/documents", () => {
  it("adds a PDF, announces it, and serves it at its url", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    const res = await h.call("POST", `/cdds/${seeded.id}/documents`, {
      rawBody: upload("FINANCIAL_STATEMENTS", new Blob([pdf]), "accounts 2025.pdf"),
    });
    expect(res.status).toBe(200);
    const document = res.body as CddDocument;
    expect(document).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      file_name: "accounts 2025.pdf",
      file_type: "application/pdf",
      type: "FINANCIAL_STATEMENTS",
      url: `${h.url}/cdds/${seeded.id}/documents/${document.id}/file`,
    });
    const download = await fetch(document.url, { headers: { "x-api-key": keys.northwind } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const [payload] = payloads("cdd_document_fetched", seeded.id);
    const snapshot = JSON.parse(payload as string) as CddDetail;
    expect(snapshot.documents.map((entry) => entry.id)).toContain(document.id);
    expect(snapshot).toEqual(await getCase(seeded.id));
  });

  it("checks the content, not the name: a renamed text file is refused", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    const text = new Blob(["just some notes"], { type: "application/pdf" });
    const res = await h.call("POST", `/cdds/${seeded.id}/documents`, {
      rawBody: upload("INCORPORATION", text, "notes.pdf"),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringContaining("not a PDF") });
    expect((await getCase(seeded.id)).documents.map((entry) => entry.file_name)).not.toContain(
      "notes.pdf",
    );
  });

  it("refuses an unknown type value and a missing file, listing both", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    const res = await h.call("POST", `/cdds/${seeded.id}/documents`, {
      rawBody: upload("PASSPORT"),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: expect.stringContaining("type must be one of"),
      errors: [
        expect.objectContaining({ path: ["type"] }),
        expect.objectContaining({ path: ["file"] }),
      ],
    });
  });

  it("answers a body that is not multipart with 415", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    const res = await h.call("POST", `/cdds/${seeded.id}/documents`, {
      body: { type: "INCORPORATION" },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: expect.stringContaining("multipart/form-data") });
  });

  it("answers an upload over 25 MiB with 413", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    const big = new Blob([pdf, Buffer.alloc(25 * 1024 * 1024)]);
    const res = await h.call("POST", `/cdds/${seeded.id}/documents`, {
      rawBody: upload("INCORPORATION", big),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.stringContaining("25 MiB") });
  });

  it("serves a document only to its customer, with a key", async () => {
    const seeded = await seedCase(
      (entry) => entry.state === "COMPLETED" && entry.country_code === "IT",
    );
    const [document] = (await getCase(seeded.id)).documents;
    const path = new URL(document.url).pathname;
    expect((await h.call("GET", path, { key: null })).status).toBe(401);
    expect((await h.call("GET", path, { key: keys.globex })).status).toBe(404);
    const missing = await h.call(
      "GET",
      `/cdds/${seeded.id}/documents/00000000-0000-4000-8000-000000000000/file`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Document not found" });
  });
});

describe("§4.11 POST /cdds/{id}/pull-registry-documents", () => {
  it("accepts a DE case with 202; documents arrive later, each announced", async () => {
    const seeded = await seedCase(
      (entry) => entry.state === "COMPLETED" && entry.country_code === "DE",
    );
    const before = (await getCase(seeded.id)).documents.length;
    const res = await h.call("POST", `/cdds/${seeded.id}/pull-registry-documents`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: "Registry documents requested" });
    expect((await getCase(seeded.id)).documents).toHaveLength(before);
    await advance(10 * second);
    const after = await getCase(seeded.id);
    expect(after.documents).toHaveLength(before + 3);
    expect(after.documents.slice(before).map((entry) => entry.type)).toContain("REGISTRY_EXCERPT");
    expect(await eventTypes("cdd_document_fetched")).toHaveLength(3);
  });

  it("refuses a FR case with 400 and a clear message", async () => {
    const seeded = await seedCase((entry) => entry.country_code === "FR");
    const res = await h.call("POST", `/cdds/${seeded.id}/pull-registry-documents`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: expect.stringContaining("only for companies in DE or IT"),
    });
  });
});

describe("§4.12 GET /cdds/{id}/report", () => {
  it("downloads a Markdown report quoting the case input verbatim", async () => {
    const seeded = await seedCase(
      (entry) => entry.state === "COMPLETED" && entry.country_code === "DE",
    );
    const res = await h.call("GET", `/cdds/${seeded.id}/report`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="cdd-${seeded.id}.md"`,
    );
    expect(res.text).toMatch(/^# Customer due diligence: /);
    expect(res.text).toContain("## Risk checks");
    expect(res.text).toContain("| Check group | Action | Finding |");
    expect(res.text).toMatch(/\[[^\]]+\.pdf\]\(http:\/\/127\.0\.0\.1:\d+\/cdds\//);
    const detail = await getCase(seeded.id);
    expect(res.text).toContain(JSON.stringify(detail.input, null, 2));
  });

  it("keeps Markdown in the input from breaking the report", async () => {
    const { id } = (await create({ legal_name: "Pipe | ```Tick``` Ltd", country_code: "GB" }))
      .body as CddCase;
    const report = (await h.call("GET", `/cdds/${id}/report`)).text;
    expect(report).toContain("# Customer due diligence: Pipe \\| \\`\\`\\`Tick\\`\\`\\` Ltd");
    expect(report).toContain("````json");
  });
});

describe("§6 cdd events fired through the control plane", () => {
  it("fires cdd_state_changed on a named case, moving it to COMPLETED now", async () => {
    const seeded = await seedCase((entry) => entry.state === "IN_PROGRESS");
    const fired = await h.call("POST", "/_sandbox/events", {
      key: null,
      body: { type: "cdd_state_changed", customer_id: "northwind", target_id: seeded.id },
    });
    expect(fired.body).toMatchObject({ target_id: seeded.id, event_ids: [expect.any(String)] });
    expect((await getCase(seeded.id)).state).toBe("COMPLETED");
  });

  it("fires both cdd events on a fitting case when none is named", async () => {
    for (const type of ["cdd_state_changed", "cdd_document_fetched"]) {
      const fired = await h.call("POST", "/_sandbox/events", { key: null, body: { type } });
      const { target_id } = fired.body as { target_id: string };
      expect(payloads(type, target_id)).toHaveLength(1);
    }
  });

  it("answers an unknown target with 404", async () => {
    const res = await h.call("POST", "/_sandbox/events", {
      key: null,
      body: { type: "cdd_document_fetched", target_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(res.status).toBe(404);
  });
});

describe("seed: GET /_sandbox/seed cdds", () => {
  it("seeds every state per customer, with COMPLETED DE and IT cases", async () => {
    const seed = await h.seed();
    for (const customer of seed) {
      const cases = customer.cdds as SeedCase[];
      expect(new Set(cases.map((entry) => entry.state))).toEqual(
        new Set([
          "INITIATED",
          "IN_PROGRESS",
          "RUNNING_CHECKS",
          "COMPLETED",
          "INCONCLUSIVE",
          "FAILED",
        ]),
      );
      for (const country of ["DE", "IT"]) {
        expect(
          cases.some((entry) => entry.state === "COMPLETED" && entry.country_code === country),
        ).toBe(true);
      }
      expect(cases.some((entry) => entry.external_id !== null)).toBe(true);
    }
    expect(seed[0].cdds as SeedCase[]).toHaveLength(20);
  });

  it("is the same on every start and after a reset", async () => {
    const first = (await h.seed()).map((customer) => customer.cdds);
    await h.call("POST", "/cdds/" + (first[0] as SeedCase[])[0].id + "/run-checks");
    await h.call("POST", "/_sandbox/reset", { key: null });
    expect((await h.seed()).map((customer) => customer.cdds)).toEqual(first);
    const other = await startSandbox();
    try {
      expect((await other.seed()).map((customer) => customer.cdds)).toEqual(first);
    } finally {
      await other.close();
    }
  });
});

describe("robustness", () => {
  it("stays up after many bad requests, never answering with a stack trace", async () => {
    const seeded = await seedCase((entry) => entry.state === "COMPLETED");
    const bad: [string, string, Parameters<Harness["call"]>[2]][] = [
      [
        "POST",
        "/cdds",
        { rawBody: "\u0000\u0001", headers: { "content-type": "application/json" } },
      ],
      ["POST", "/cdds", { body: null }],
      ["POST", "/cdds", { body: { website: { nested: [1, { deep: true }] } } }],
      ["POST", "/cdds", { body: "website" }],
      ["GET", "/cdds?from[]=1&to=%E0%A4%A", {}],
      ["GET", "/cdds/%ZZ", {}],
      [
        "POST",
        `/cdds/${seeded.id}/documents`,
        {
          rawBody: "--x\r\nbroken",
          headers: { "content-type": "multipart/form-data; boundary=x" },
        },
      ],
      [
        "POST",
        `/cdds/${seeded.id}/documents`,
        { rawBody: "", headers: { "content-type": "multipart/form-data" } },
      ],
      [
        "POST",
        `/cdds/${seeded.id}/run-checks`,
        { rawBody: "[", headers: { "content-type": "application/json" } },
      ],
      ["DELETE", `/cdds/${seeded.id}`, {}],
    ];
    for (let round = 0; round < 10; round += 1) {
      for (const [method, path, options] of bad) {
        const res = await h.call(method, path, options);
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expect(res.text).not.toMatch(/at .+\.ts:\d+/);
      }
    }
    expect((await h.call("GET", "/cdds")).status).toBe(200);
  });
});
