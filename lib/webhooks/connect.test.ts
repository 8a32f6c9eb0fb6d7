import { describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_TYPES, type Webhook } from "@/lib/api/schemas/webhook";
import { connectConsole, type ConnectDeps } from "./connect";
import { assessConsoleConnection } from "./console-webhook";

const receiverUrl = "http://localhost:3000/api/inbound/webhook";

function webhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: "wh-1",
    webhook_url: receiverUrl,
    is_active: true,
    has_secret: true,
    status: "active",
    last_delivery_at: null,
    last_delivery_status: null,
    events: [...WEBHOOK_EVENT_TYPES],
    ...overrides,
  };
}

/** An upstream with a webhook list and a secret store, recording what connect did. */
function fakes(items: Webhook[], storedIds: string[]) {
  const calls: string[] = [];
  const secrets = new Map(storedIds.map((id) => [id, "old"]));
  let created = 0;
  const deps: ConnectDeps = {
    receiverUrl,
    listWebhooks: async () => ({ items }),
    createWebhook: async (body) => {
      calls.push(`create ${JSON.stringify(body.events.length)}`);
      created += 1;
      return webhook({ id: `wh-new-${created}`, webhook_url: body.webhook_url });
    },
    updateWebhook: async (id, patch) => {
      calls.push(`update ${id} ${Object.keys(patch).sort().join(",")}`);
      const current = items.find((item) => item.id === id);
      if (!current) throw Object.assign(new Error("Webhook not found"), { status: 404 });
      return { ...current, ...patch, has_secret: true } as Webhook;
    },
    storedSecretIds: async () => [...secrets.keys()],
    saveSecret: async (id, secret) => {
      secrets.set(id, secret);
    },
    deleteSecret: async (id) => {
      secrets.delete(id);
    },
    generateSecret: () => "fresh-secret",
    isNotFound: (error) => (error as { status?: number }).status === 404,
  };
  return { deps, calls, secrets };
}

describe("connect this console", () => {
  it("creates a webhook for every event and keeps its secret when none is the console's", async () => {
    const { deps, calls, secrets } = fakes(
      [webhook({ id: "other", webhook_url: "https://x.example/in" })],
      [],
    );
    const result = await connectConsole(deps);
    expect(result.repaired).toBe(false);
    expect(calls).toEqual([`create ${WEBHOOK_EVENT_TYPES.length}`]);
    expect(secrets.get("wh-new-1")).toBe("fresh-secret");
  });

  it("repairs the console's existing webhook instead of creating a second", async () => {
    const broken = webhook({ is_active: false, events: ["flow_run_completed"] });
    const { deps, calls, secrets } = fakes([broken], ["wh-1"]);
    const result = await connectConsole(deps);
    expect(result.repaired).toBe(true);
    expect(calls).toEqual(["update wh-1 events,is_active,secret,webhook_url"]);
    expect(secrets.get("wh-1")).toBe("fresh-secret");
  });

  it("adopts a webhook that points at the receiver but whose secret the console lost", async () => {
    const { deps, calls } = fakes([webhook({ id: "manual" })], []);
    expect((await connectConsole(deps)).repaired).toBe(true);
    expect(calls[0]).toMatch(/^update manual/);
  });

  it("forgets secrets of webhooks deleted upstream and creates a new one", async () => {
    const { deps, calls, secrets } = fakes([], ["gone"]);
    await connectConsole(deps);
    expect(secrets.has("gone")).toBe(false);
    expect(calls).toEqual([`create ${WEBHOOK_EVENT_TYPES.length}`]);
  });

  it("passes the service's refusal on (e.g. the limit of 10)", async () => {
    const { deps } = fakes([], []);
    deps.createWebhook = async () => {
      throw Object.assign(new Error("Webhook limit reached"), { status: 409 });
    };
    await expect(connectConsole(deps)).rejects.toThrow("Webhook limit reached");
  });
});

describe("the console's connection, assessed", () => {
  it("is connected when its webhook is active, complete and verifiable", () => {
    expect(assessConsoleConnection([webhook()], new Set(["wh-1"]), receiverUrl)).toMatchObject({
      state: "connected",
      webhookId: "wh-1",
      problems: [],
    });
  });

  it("says what a repair would fix", () => {
    const broken = webhook({
      webhook_url: "http://old:3000/api/inbound/webhook",
      is_active: false,
      events: ["flow_run_failed"],
    });
    const status = assessConsoleConnection([broken], new Set(["wh-1"]), receiverUrl);
    expect(status.state).toBe("needs_repair");
    expect(status.problems).toHaveLength(3);
    expect(status.problems[2]).toContain("cdd_state_changed");
  });

  it("is not connected without any webhook of its own", () => {
    const other = webhook({ webhook_url: "https://x.example/in" });
    expect(assessConsoleConnection([other], new Set(), receiverUrl).state).toBe("not_connected");
  });
});
