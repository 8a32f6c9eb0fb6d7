import { describe, expect, it } from "vitest";
import { newIdempotencyKey, parseDraft, serializeDraft, startDraft } from "./draft";
import { emptyWizardValues } from "./wizard-schema";

describe("CDD drafts", () => {
  it("round-trips a draft with its idempotency key, step and values", () => {
    const draft = {
      ...startDraft({ ...emptyWizardValues(), website: "acme.example" }),
      step: 3,
    };
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it("gives every draft its own UUID key", () => {
    const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  });

  it("fills fields a draft from an older form lacks", () => {
    const raw = JSON.stringify({
      version: 1,
      idempotencyKey: "k-1",
      step: 1,
      startedAt: "2026-11-01T00:00:00Z",
      values: { shape: "legal_name", legal_name: "Acme", contact_person: { name: "Ada" } },
    });
    const draft = parseDraft(raw);
    expect(draft?.values.legal_name).toBe("Acme");
    expect(draft?.values.vat_number).toBe("");
    expect(draft?.values.contact_person).toMatchObject({ name: "Ada", email: "" });
  });

  it("ignores what cannot be trusted: bad JSON, another version, a wrong value type", () => {
    expect(parseDraft(null)).toBeUndefined();
    expect(parseDraft("{not json")).toBeUndefined();
    const base = { idempotencyKey: "k", step: 0, startedAt: "x", values: {} };
    expect(parseDraft(JSON.stringify({ ...base, version: 2 }))).toBeUndefined();
    expect(
      parseDraft(JSON.stringify({ ...base, version: 1, values: { website: 42 } })),
    ).toBeUndefined();
    expect(parseDraft(JSON.stringify({ ...base, version: 1, step: 9 }))).toBeUndefined();
  });
});
