import { describe, expect, it } from "vitest";
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  webhookCreateBodySchema,
  webhookPatchBodySchema,
} from "./webhook";

const valid = (url: string) =>
  webhookCreateBodySchema.safeParse({ webhook_url: url, events: ["flow_run_completed"] }).success;

describe("webhook bodies", () => {
  it("wants https, or http only to this machine", () => {
    expect(valid("https://hooks.example.com/compliance")).toBe(true);
    expect(valid("http://127.0.0.1:3000/api/inbound/webhook")).toBe(true);
    expect(valid("http://localhost:3000/api/inbound/webhook")).toBe(true);
    expect(valid("http://[::1]:3000/api/inbound/webhook")).toBe(true);
    expect(valid("http://hooks.example.com/compliance")).toBe(false);
    expect(valid("http://127.0.0.1.nip.io/x")).toBe(false);
    expect(valid("http://localhost.example.com/x")).toBe(false);
    expect(valid("ftp://hooks.example.com")).toBe(false);
    expect(valid("https://user:pass@hooks.example.com")).toBe(false);
    expect(valid("hooks.example.com")).toBe(false);
  });

  it("wants a non-empty set of the seven event types", () => {
    const events = (value: unknown) =>
      webhookCreateBodySchema.safeParse({ webhook_url: "https://x.example", events: value });
    expect(events([...WEBHOOK_EVENT_TYPES]).success).toBe(true);
    expect(events([]).error?.issues[0]).toMatchObject({
      path: ["events"],
      message: "Choose at least one event",
    });
    expect(events(["flow_run_started"]).error?.issues[0].path).toEqual(["events", 0]);
    expect(events(["search_completed", "search_completed"]).success).toBe(false);
  });

  it("describes each event type in one line", () => {
    expect(Object.keys(WEBHOOK_EVENT_DESCRIPTIONS).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it("patches any subset, an empty secret removing it, but not nothing", () => {
    expect(webhookPatchBodySchema.parse({ secret: "" })).toEqual({ secret: "" });
    expect(webhookPatchBodySchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(webhookPatchBodySchema.safeParse({}).success).toBe(false);
    expect(webhookPatchBodySchema.safeParse({ webhook_url: "http://evil.example" }).success).toBe(
      false,
    );
    expect(
      webhookCreateBodySchema.safeParse({
        webhook_url: "https://x.example",
        events: ["alert_remediated"],
        secret: "",
      }).success,
    ).toBe(false);
  });
});
