"use client";

import { DateTime } from "@/components/ui/date-time";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { EnvironmentKeys } from "@/lib/admin/key-dto";
import { deleteKey } from "@/lib/queries/keys";
import { KeyForm } from "./key-form";

export interface EnvironmentKeyCardProps {
  environment: EnvironmentKeys;
  active: boolean;
}

const TITLE = { production: "Production", sandbox: "Sandbox" } as const;

export function EnvironmentKeyCard({ environment, active }: EnvironmentKeyCardProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const credential = environment.credential;
  const remove = useMutation({
    mutationFn: () => deleteKey(environment.environment),
    onSuccess: (overview) => {
      queryClient.setQueryData(["keys"], overview);
      setConfirming(false);
    },
  });
  const headingId = `key-${environment.environment}`;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {TITLE[environment.environment]}
        </h2>
        {active ? <Badge tone="success">in use</Badge> : <Badge>not in use</Badge>}
      </div>
      {environment.envKeyOverrides ? (
        <Alert tone="info" title="Set by the environment">
          COMPLIANCE_API_KEY gives this environment&apos;s key. It is shown nowhere and cannot be
          changed here: change the variable and restart the console.
        </Alert>
      ) : null}
      <div className="text-sm">
        {credential ? (
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="text-slate-600 dark:text-slate-400">Stored key</dt>
            <dd>
              <span className="font-mono">••••{credential.last4}</span>
              <span className="sr-only">, ending in {credential.last4}</span>
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Address</dt>
            <dd className="break-all">
              {credential.baseUrl ?? environment.defaultBaseUrl ?? "not set"}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Set</dt>
            <dd>
              <DateTime iso={credential.createdAt} />
            </dd>
            {credential.rotatedAt ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Rotated</dt>
                <dd>
                  <DateTime iso={credential.rotatedAt} />
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">
            No key is stored for this environment.
          </p>
        )}
      </div>
      {environment.envKeyOverrides ? null : (
        <KeyForm environment={environment} mode={credential ? "rotate" : "set"} />
      )}
      {credential && !environment.envKeyOverrides ? (
        <div className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
          {confirming ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm">
                Delete the stored key?{" "}
                {active ? "The console falls back to the next key source at once." : null}
              </span>
              <Button variant="danger" size="sm" onClick={() => remove.mutate()}>
                {remove.isPending ? "Deleting…" : "Yes, delete the key"}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Delete stored key
            </Button>
          )}
          <div aria-live="polite">
            {remove.error ? (
              <Alert tone="error" title="The key was not deleted">
                {remove.error.message}
              </Alert>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
