"use client";

import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { keysQuery, type KeysOverview } from "@/lib/queries/keys";
import { EnvironmentKeyCard } from "./environment-key-card";
import { DetailSkeleton } from "@/components/ui/skeletons";

const SOURCE: Record<KeysOverview["keySource"], string> = {
  environment: "the COMPLIANCE_API_KEY environment variable (read-only here)",
  stored: "the key stored here (encrypted)",
  "sandbox-default": "the embedded sandbox's demo key",
  none: "nothing: no key is set, so every call is refused",
};

export function KeysPanel() {
  const { data, error, isPending } = useQuery(keysQuery);
  if (isPending) return <DetailSkeleton label="Loading the keys" facts={3} />;
  if (error) {
    return (
      <Alert tone="error" title="The keys could not be loaded">
        {error.message}
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="active-key"
        className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="active-key" className="font-semibold">
          In use now
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          The console talks to the <Badge tone="info">{data.activeEnvironment}</Badge> environment
          at <code className="break-all">{data.activeBaseUrl}</code> with {SOURCE[data.keySource]}.
        </p>
      </section>
      {data.environments.map((environment) => (
        <EnvironmentKeyCard
          key={environment.environment}
          environment={environment}
          active={environment.environment === data.activeEnvironment}
        />
      ))}
    </div>
  );
}
