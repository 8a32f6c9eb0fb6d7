/** A live stream (`GET /api/live`) read the way a browser's EventSource would, from the test. */
export interface SseMessage {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

export interface OpenStream {
  messages: SseMessage[];
  /** Events of one type (control messages left out) in the order they arrived. */
  events(type: string): SseMessage[];
  close(): void;
}

export async function openStream(
  baseUrl: string,
  cookie: string,
  lastEventId?: string,
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: {
      cookie,
      accept: "text/event-stream",
      ...(lastEventId && { "last-event-id": lastEventId }),
    },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
  const messages: SseMessage[] = [];
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let text = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split("\n\n");
        text = blocks.pop() ?? "";
        for (const block of blocks) {
          const message: Partial<SseMessage> = {};
          for (const line of block.split("\n")) {
            const [field, ...rest] = line.split(": ");
            const value = rest.join(": ");
            if (field === "id") message.id = value;
            if (field === "event") message.event = value;
            if (field === "data") message.data = JSON.parse(value) as Record<string, unknown>;
          }
          if (message.event) messages.push(message as SseMessage);
        }
      }
    } catch {
      // Closed by the test, or the instance was killed.
    }
  })();
  return {
    messages,
    events: (type) => messages.filter((message) => message.event === type),
    close: () => controller.abort(),
  };
}
