import { describe, expect, it } from "vitest";
import type { Webhook } from "@/lib/api/schemas/webhook";
import { formValuesFor, toCreateBody, toPatchBody, webhookFormSchema } from "./form";

const original: Webhook = {
  id: "wh-1",
  webhook_url: "https://hooks.example/in",
  is_active: true,
  has_secret: true,
  status: "active",
  last_delivery_at: null,
  last_delivery_status: null,
  events: ["flow_run_completed", "flow_run_failed"],
};

describe("webhook form", () => {
  it("sends only the fields that changed, whatever the order of events", () => {
    const values = {
      ...formValuesFor(original),
      events: ["flow_run_failed", "flow_run_completed"] as const,
    };
    expect(toPatchBody(original, { ...values, events: [...values.events] }, "gen")).toEqual({});
    expect(toPatchBody(original, { ...formValuesFor(original), is_active: false }, "gen")).toEqual({
      is_active: false,
    });
  });

  it("makes keep, replace and remove of the secret explicit", () => {
    const base = formValuesFor(original);
    expect(toPatchBody(original, base, "gen")).toEqual({});
    expect(toPatchBody(original, { ...base, secretChoice: "generate" }, "gen")).toEqual({
      secret: "gen",
    });
    expect(
      toPatchBody(original, { ...base, secretChoice: "enter", secret: "mine-0123456789ab" }, "gen"),
    ).toEqual({
      secret: "mine-0123456789ab",
    });
    expect(toPatchBody(original, { ...base, secretChoice: "remove" }, "gen")).toEqual({
      secret: "",
    });
  });

  it("creates with the generated or the entered secret", () => {
    const values = {
      ...formValuesFor(),
      webhook_url: " https://a.example/in ",
      events: ["search_completed" as const],
    };
    expect(toCreateBody(values, "gen")).toEqual({
      webhook_url: "https://a.example/in",
      events: ["search_completed"],
      is_active: true,
      secret: "gen",
    });
    expect(
      toCreateBody({ ...values, secretChoice: "enter", secret: "x".repeat(16) }, "gen").secret,
    ).toBe("x".repeat(16));
  });

  it("refuses plain http to another machine, no events and a short entered secret", () => {
    const result = webhookFormSchema.safeParse({
      ...formValuesFor(),
      webhook_url: "http://hooks.example/in",
      secretChoice: "enter",
      secret: "short",
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["webhook_url", "events", "secret"]));
    expect(
      webhookFormSchema.safeParse({
        ...formValuesFor(),
        webhook_url: "http://localhost:3000/api/inbound/webhook",
        events: ["flow_run_failed"],
      }).success,
    ).toBe(true);
  });
});
