type Signal = "SIGTERM" | "SIGINT";
const SIGNALS: readonly Signal[] = ["SIGTERM", "SIGINT"];
const EXIT_CODES: Record<Signal, number> = { SIGTERM: 143, SIGINT: 130 };

/** What the hook needs of `process`; tests pass an EventEmitter. */
export interface SignalTarget {
  listeners(signal: Signal): ((...args: unknown[]) => void)[];
  removeAllListeners(signal: Signal): unknown;
  on(signal: Signal, listener: (signal: Signal) => void): unknown;
  exit(code: number): void;
}

/**
 * Runs `work` first when the server is told to stop (SIGTERM from an orchestrator or
 * scripts/start.mjs, SIGINT from Ctrl+C), then hands the signal to the handlers installed before
 * (`next start`'s own, which closes the HTTP server and exits). Next exits as soon as its server
 * has closed, so a handler merely added beside it could be cut off mid-way; taking its place and
 * calling it afterwards keeps the order. `work` gets at most `timeoutMs`: a store that does not
 * answer must not keep the process from stopping. A second signal during shutdown is ignored.
 */
export function runBeforeExit(
  work: () => Promise<void>,
  { target = process as unknown as SignalTarget, timeoutMs = 5_000 } = {},
): void {
  let stopping = false;
  for (const signal of SIGNALS) {
    const previous = target.listeners(signal);
    target.removeAllListeners(signal);
    target.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void bounded(work, timeoutMs).then(() => {
        if (previous.length === 0) return target.exit(EXIT_CODES[signal]);
        for (const listener of previous) listener(signal);
      });
    });
  }
}

async function bounded(work: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error("[console] shutdown work did not finish in time; stopping anyway");
      resolve();
    }, timeoutMs);
  });
  try {
    await Promise.race([
      work().catch((error: unknown) => console.error("[console] shutdown work failed:", error)),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
