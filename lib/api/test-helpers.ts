import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Shared by the lib/api tests: a recording fake fetch, a real local server, sample bodies. */

export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  redirect: RequestRedirect | undefined;
}

type Handler = (call: RecordedCall, index: number) => Response | Promise<Response>;

export function fakeFetch(handler: Handler | Response[]) {
  const calls: RecordedCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      url: new URL(String(input)),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: init?.body,
      redirect: init?.redirect,
    };
    calls.push(call);
    if (init?.signal?.aborted) throw init.signal.reason;
    const index = calls.length - 1;
    if (Array.isArray(handler)) {
      const response = handler[Math.min(index, handler.length - 1)];
      return response.clone();
    }
    return handler(call, index);
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

export function recordingSleep() {
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { delays, sleep };
}

export interface LocalServer {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage["headers"] }[];
  close: () => Promise<void>;
}

export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: LocalServer["requests"] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const at = "2025-03-01T10:00:00.000Z";

export const sampleFlowRun = {
  id: "run-1",
  customer_id: "cust-1",
  flow_id: "flow-1",
  flow_version_id: "ver-1",
  status: "COMPLETED",
  triggered_at: at,
  trigger_type: "api",
  triggered_by: "service_account",
  input: { company: "ACME" },
  created_at: at,
  updated_at: at,
  started_at: at,
  completed_at: at,
  report: "# Report",
  output_ref: "out-1",
};

export const sampleWebhook = {
  id: "wh-1",
  webhook_url: "https://example.com/hook",
  is_active: true,
  has_secret: true,
  status: "active",
  last_delivery_at: null,
  last_delivery_status: null,
  events: ["flow_run_completed"],
};

export const sampleCddCase = {
  id: "7f1c2a9e-3b7d-4c55-9a51-0d2f4b8e6a10",
  state: "INITIATED",
  input: { website: "https://acme.example", legal_name: "ACME Ltd" },
  created_at: at,
  updated_at: at,
};

export const sampleSearch = {
  id: "4b0f8f56-96a8-4a57-8a49-5d1c0c1c1a11",
  reference: "S-1",
  status: "COMPLETED",
  input: [{ label: "Name", value: "John Doe" }],
  hit_counts: { FALSE_POSITIVE: 1, TRUE_POSITIVE: 0, UNRESOLVED: 0 },
  hits: [
    {
      id: "hit-1",
      provider_reference: "P-1",
      profile_reference: "PR-1",
      provider_url: "https://provider.example/p/1",
      status: "FALSE_POSITIVE",
      fields: [{ label: "Country", value: "GB" }],
      hit_categories: ["SANCTION"],
      remediation: {
        sync_status: "SYNCED",
        determination: "FALSE_POSITIVE",
        action: "SET_AS_FALSE_POSITIVE",
        action_taken: "RESOLVED",
        determined_at: at,
        author: "SERVICE",
        summary: "Different date of birth",
      },
    },
  ],
  created_at: at,
  updated_at: at,
};
