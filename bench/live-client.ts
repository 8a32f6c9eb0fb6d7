/**
 * A live-stream client for the benchmarks: reads GET /api/live as a browser would (same cookie),
 * and remembers when each run's terminal status first arrived, and from which source.
 */
export interface RunArrival {
  at: number;
  status: string;
  source: string;
}

export interface LiveClient {
  arrivals: Map<string, RunArrival>;
  /** Resolves once every run has arrived, or after `timeoutMs` with whatever arrived. */
  waitFor(runIds: readonly string[], timeoutMs: number): Promise<void>;
  close(): void;
}

const terminal = new Set(["COMPLETED", "FAILED", "CANCELLED", "SKIPPED"]);

export async function openLiveClient(consoleUrl: string, cookie: string): Promise<LiveClient> {
  const controller = new AbortController();
  const response = await fetch(`${consoleUrl}/api/live`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`/api/live answered ${response.status}`);
  const arrivals = new Map<string, RunArrival>();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let ready: () => void = () => {};
  const connected = new Promise<void>((resolve) => (ready = resolve));

  void (async () => {
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done || !value) return;
      // Timed when the bytes arrive, before parsing, as a browser's EventSource would see them.
      const now = Date.now();
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop() ?? "";
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event === "ready") ready();
        if (event !== "run.status" || !data) continue;
        const { data: run } = JSON.parse(data) as {
          data: { runId: string; status: string; source: string };
        };
        if (terminal.has(run.status) && !arrivals.has(run.runId)) {
          arrivals.set(run.runId, { at: now, status: run.status, source: run.source });
        }
      }
    }
  })();
  await connected;

  return {
    arrivals,
    async waitFor(runIds, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && runIds.some((id) => !arrivals.has(id))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => controller.abort(),
  };
}
