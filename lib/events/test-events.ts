/** A run's status change as the live bus carries it, for the live tests. */
export const runStatus = (runId: string) =>
  ({
    runId,
    flowId: null,
    status: "COMPLETED",
    previousStatus: "RUNNING",
    source: "inbound",
  }) as const;

export interface SseMessage {
  id?: string;
  event?: string;
  data?: unknown;
}

/** The whole messages at the start of `text` (each ended by a blank line), and what is left. */
export function takeSseMessages(text: string): { messages: SseMessage[]; rest: string } {
  const blocks = text.split("\n\n");
  const rest = blocks.pop() ?? "";
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    const message: SseMessage = {};
    for (const line of block.split("\n")) {
      const [field, ...parts] = line.split(": ");
      const value = parts.join(": ");
      if (field === "id") message.id = value;
      if (field === "event") message.event = value;
      if (field === "data") message.data = JSON.parse(value);
    }
    if (message.event) messages.push(message);
  }
  return { messages, rest };
}
