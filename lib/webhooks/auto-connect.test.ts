import { beforeEach, describe, expect, it, vi } from "vitest";

const runtime = vi.hoisted(() => ({
  state: "not_connected" as string,
  failuresLeft: 0,
  connected: [] as unknown[],
}));
vi.mock("./console-runtime", () => ({
  getConsoleConnection: async () => {
    if (runtime.failuresLeft > 0) {
      runtime.failuresLeft -= 1;
      throw new Error("ECONNREFUSED: the sandbox is still starting");
    }
    return { state: runtime.state };
  },
  connectThisConsole: async (user: unknown) => {
    runtime.connected.push(user);
    runtime.state = "connected";
    return {};
  },
}));

const { autoConnectEmbeddedSandbox } = await import("./auto-connect");
const noWait = async () => undefined;

describe("connecting the embedded sandbox at start", () => {
  beforeEach(() => {
    runtime.state = "not_connected";
    runtime.failuresLeft = 0;
    runtime.connected = [];
  });

  it("connects the console's receiver itself, with no admin and no actor", async () => {
    expect(await autoConnectEmbeddedSandbox(noWait)).toBe("connected");
    expect(runtime.connected).toEqual([null]);
  });

  it("waits for a sandbox that is still starting, and leaves a sound connection alone", async () => {
    runtime.failuresLeft = 3;
    expect(await autoConnectEmbeddedSandbox(noWait)).toBe("connected");
    expect(await autoConnectEmbeddedSandbox(noWait)).toBe("already");
    expect(runtime.connected).toHaveLength(1);
  });

  it("repairs a connection that needs it", async () => {
    runtime.state = "needs_repair";
    expect(await autoConnectEmbeddedSandbox(noWait)).toBe("connected");
  });
});
