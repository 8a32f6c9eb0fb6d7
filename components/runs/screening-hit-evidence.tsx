import { safeUrl } from "@/components/markdown/safe-url";
import type { RemediationHit } from "@/lib/api/schemas/flow-run-output";

/** The facts the flow relied on for one hit, each with the source it came from as a link. */
export function HitFacts({ hit }: { hit: RemediationHit }) {
  const facts = hit.hit_facts ?? [];
  const sources = hit.hit_sources ?? [];
  if (facts.length === 0 && sources.length === 0) return <span className="text-slate-500">—</span>;
  const cited = new Set(facts.map((fact) => fact.source_id));
  return (
    <div className="space-y-2">
      {facts.length ? (
        <ul className="space-y-1">
          {facts.map((fact) => {
            const source = sources.find((candidate) => candidate.id === fact.source_id);
            return (
              <li key={fact.id}>
                <span className="font-medium">{fact.predicate ?? "fact"}</span>: {fact.value ?? "—"}
                {fact.snippet ? (
                  <q className="block text-xs text-slate-600 italic dark:text-slate-400">
                    {fact.snippet}
                  </q>
                ) : null}
                {source ? <SourceLink source={source} /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {sources
        .filter((source) => !cited.has(source.id))
        .map((source) => (
          <SourceLink key={source.id} source={source} />
        ))}
    </div>
  );
}

function SourceLink({ source }: { source: NonNullable<RemediationHit["hit_sources"]>[number] }) {
  const href = source.url ? safeUrl(source.url) : "";
  const label = `Source: ${source.type ?? source.id}`;
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="block text-xs text-indigo-700 underline dark:text-indigo-300"
    >
      {label}
    </a>
  ) : (
    <span className="block text-xs text-slate-600">{label}</span>
  );
}

/** Which rule decided the hit, which others matched, and the name comparison behind it. */
export function HitRules({ hit }: { hit: RemediationHit }) {
  const resolution = hit.rule_resolution;
  if (!resolution) return <span className="text-slate-500">No rule applied</span>;
  const evidence = resolution.primary_name_evidence;
  const others = (resolution.matching_rules ?? []).filter(
    (rule) => rule.name !== resolution.applied_rule?.name,
  );
  return (
    <div className="space-y-1">
      {resolution.applied_rule ? (
        <p>
          <span className="font-medium">Applied:</span> {resolution.applied_rule.name}
          {resolution.applied_rule.action ? (
            <code className="ml-1 text-xs">{resolution.applied_rule.action}</code>
          ) : null}
        </p>
      ) : null}
      {others.length ? (
        <div>
          <span className="font-medium">Also matched:</span>
          <ul className="list-disc pl-5">
            {others.map((rule) => (
              <li key={rule.name}>
                {rule.name}
                {rule.action ? <code className="ml-1 text-xs">{rule.action}</code> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {evidence ? (
        <p>
          <span className="font-medium">Primary name:</span> {evidence.candidate_name ?? "—"}
          {typeof evidence.similarity_score === "number" ? (
            <span> · similarity {Math.round(evidence.similarity_score * 100)}%</span>
          ) : null}
          {evidence.description ? (
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {evidence.description}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
