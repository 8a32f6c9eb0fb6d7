"use client";

import { DateTime } from "@/components/ui/date-time";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { connectConsole, consoleConnectionQuery } from "@/lib/queries/webhooks";

const STATES = {
  connected: { label: "Connected", tone: "success" },
  needs_repair: { label: "Needs repair", tone: "warning" },
  not_connected: { label: "Not connected", tone: "neutral" },
} as const;

// Connecting again when all is well still helps: it renews the secret.
const ACTIONS = {
  connected: "Reconnect with a new secret",
  needs_repair: "Repair connection",
  not_connected: "Connect this console",
} as const;

/**
 * "Connect this console": one action that creates, or repairs, the webhook delivering every event
 * to this console's receiver, with a secret the console generates and keeps encrypted.
 */
export function ConsoleConnectionPanel() {
  const queryClient = useQueryClient();
  const { data, error, isLoading } = useQuery(consoleConnectionQuery);
  const mutation = useMutation({
    mutationFn: connectConsole,
    onSuccess: (result) => {
      queryClient.setQueryData(consoleConnectionQuery.queryKey, result.connection);
      void queryClient.invalidateQueries({ queryKey: ["webhooks"] });
    },
  });
  const state = data ? STATES[data.state] : null;
  return (
    <section
      aria-labelledby="console-connection-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 id="console-connection-heading" className="flex items-center gap-2 font-semibold">
            This console&apos;s receiver
            {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Runs, cases and alerts reach open pages the moment the service announces them. Without
            it the console still polls runs it knows, a little later.
          </p>
          {data ? (
            <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
              {data.receiverUrl}
            </p>
          ) : null}
        </div>
        <Button disabled={mutation.isPending || isLoading} onClick={() => mutation.mutate()}>
          {mutation.isPending ? "Connecting…" : ACTIONS[data?.state ?? "not_connected"]}
        </Button>
      </div>
      {data && data.problems.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-amber-900 dark:text-amber-200">
          {data.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {data?.lastDeliveryAt ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Last delivery <DateTime iso={data.lastDeliveryAt} />:{" "}
          {data.lastDeliveryStatus ?? "unknown"}.
        </p>
      ) : null}
      <div aria-live="polite">
        {error ? (
          <Alert tone="error" title="The connection could not be checked">
            {error.message}
          </Alert>
        ) : null}
        {mutation.error ? (
          <Alert tone="error" title="The console could not be connected">
            {mutation.error.message}
          </Alert>
        ) : null}
        {mutation.data ? (
          <Alert
            tone="success"
            title={mutation.data.repaired ? "Connection repaired" : "Console connected"}
          >
            The service now delivers every event to this console, signed with a secret the console
            keeps encrypted.
          </Alert>
        ) : null}
      </div>
    </section>
  );
}
