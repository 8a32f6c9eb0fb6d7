import http from "node:http";

/**
 * Many live streams (GET /api/live) held open at once, read as cheaply as possible so the reader
 * costs the machine little beside the server: each stream only notes when each event id arrived
 * (timed as the bytes arrive, before anything else); one reference stream also reads each event's
 * `at` (when the server published it) and type.
 */
export interface StreamSet {
  readonly streams: OpenLiveStream[];
  /** Publication time (ms since the epoch) and type of every event the reference stream saw. */
  readonly published: Map<number, { at: number; type: string }>;
  close(): void;
}

export interface OpenLiveStream {
  role: "admin" | "analyst";
  /** Sequence of each event (the number ending its id) → arrival time, ms since the epoch. */
  arrivals: Map<number, number>;
  /** Ended by the server (or the connection dropped) before `close()`. */
  ended: boolean;
}

/** The number that ends an event id: `<boot>.<seq>` in one process, the row id when shared. */
function seqOf(id: string): number {
  return Number(id.slice(id.lastIndexOf(".") + 1));
}

function open(
  url: URL,
  cookie: string,
  role: OpenLiveStream["role"],
  agent: http.Agent,
  onBlock?: (block: string, at: number) => void,
): Promise<{ stream: OpenLiveStream; request: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const stream: OpenLiveStream = { role, arrivals: new Map(), ended: false };
    const request = http.get(url, { agent, headers: { cookie, accept: "text/event-stream" } });
    request.on("error", (error) => (stream.ended ? undefined : reject(error)));
    request.on("response", (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`/api/live answered ${response.statusCode}`));
        response.resume();
        return;
      }
      // The markers looked for are ASCII: latin1 decodes fastest and cannot fake one.
      response.setEncoding("latin1");
      let rest = "";
      let ready = false;
      response.on("data", (chunk: string) => {
        const at = Date.now();
        const blocks = (rest + chunk).split("\n\n");
        rest = blocks.pop() ?? "";
        for (const block of blocks) {
          if (!ready && block.includes("event: ready")) {
            ready = true;
            resolve({ stream, request });
          }
          if (!block.startsWith("id: ")) continue;
          const idEnd = block.indexOf("\n");
          const typeEnd = block.indexOf("\n", idEnd + 1);
          // Control messages (ready, resync) carry an id too; events are "<kind>.<what>".
          if (!block.slice(idEnd + "\nevent: ".length, typeEnd).includes(".")) continue;
          const seq = seqOf(block.slice("id: ".length, idEnd));
          if (!stream.arrivals.has(seq)) stream.arrivals.set(seq, at);
          onBlock?.(block, seq);
        }
      });
      response.on("end", () => (stream.ended = true));
      response.on("error", () => (stream.ended = true));
    });
  });
}

/**
 * Opens `count` streams (the first `admins` with the admin's cookie, the rest an analyst's), a
 * few at a time, each resolved once its `ready` message arrived.
 */
export async function openStreams(options: {
  consoleUrl: string;
  adminCookie: string;
  analystCookie: string;
  count: number;
  admins: number;
}): Promise<StreamSet> {
  const url = new URL("/api/live", options.consoleUrl);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const published = new Map<number, { at: number; type: string }>();
  const requests: http.ClientRequest[] = [];
  const streams: OpenLiveStream[] = [];
  const reference = (block: string, seq: number) => {
    const type = /^event: (.+)$/m.exec(block)?.[1] ?? "";
    const data = /^data: (.+)$/m.exec(block)?.[1];
    if (data) published.set(seq, { at: Date.parse((JSON.parse(data) as { at: string }).at), type });
  };
  for (let start = 0; start < options.count; start += 25) {
    const batch = Array.from({ length: Math.min(25, options.count - start) }, (_, k) => {
      const index = start + k;
      const admin = index < options.admins;
      return open(
        url,
        admin ? options.adminCookie : options.analystCookie,
        admin ? "admin" : "analyst",
        agent,
        index === 0 ? reference : undefined,
      );
    });
    for (const { stream, request } of await Promise.all(batch)) {
      streams.push(stream);
      requests.push(request);
    }
  }
  return {
    streams,
    published,
    close() {
      for (const stream of streams) stream.ended = true;
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}
