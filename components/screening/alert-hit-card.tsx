import type { ScreeningAlertHit } from "@/lib/api/schemas/screening";
import { Badge } from "@/components/ui/badge";
import { authorLabel, codeLabel, evidenceLabel } from "@/lib/screening/labels";
import { FactTable } from "./fact-table";
import { LabelValueList } from "./label-value-list";
import { CategoryBadges } from "./screening-badges";

/** One hit of an alert: why it matched (evidences and their facts) and how it was resolved. */
export function AlertHitCard({ hit }: { hit: ScreeningAlertHit }) {
  const titleId = `alert-hit-${hit.reference.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const resolution = hit.resolution;
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="text-base font-semibold">
          Hit {hit.reference}
        </h3>
        <CategoryBadges categories={hit.hit_categories} />
        {resolution?.status ? <Badge>{resolution.status}</Badge> : null}
      </header>
      <section className="space-y-2">
        <h4 className="text-sm font-semibold">Evidences</h4>
        {hit.evidences.length === 0 ? (
          <p className="text-sm text-slate-600">No evidence given.</p>
        ) : (
          <ul className="space-y-3">
            {hit.evidences.map((evidence, index) => (
              <li key={`${evidence.type}-${index}`} className="space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium">{evidenceLabel(evidence.type)}</span>
                  {evidence.categories.map((category) => (
                    <Badge key={category} tone="info">
                      {codeLabel(category)}
                    </Badge>
                  ))}
                </p>
                <FactTable
                  caption={`Facts supporting ${evidenceLabel(evidence.type)} of hit ${hit.reference}`}
                  facts={evidence.supporting_facts}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2">
        <h4 className="text-sm font-semibold">Resolution</h4>
        {resolution ? (
          <LabelValueList
            items={[
              { label: "Status", value: resolution.status },
              { label: "Determination", value: codeLabel(resolution.determination) },
              { label: "Action", value: codeLabel(resolution.action) },
              { label: "Applied rule", value: resolution.applied_rule?.name },
              { label: "Author", value: authorLabel(resolution.author) },
              { label: "Summary", value: resolution.summary },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">Not resolved yet.</p>
        )}
      </section>
    </article>
  );
}
