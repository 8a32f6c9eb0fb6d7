"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { DateTime } from "@/components/ui/date-time";
import { ExternalLink } from "@/components/ui/external-link";
import { Button } from "@/components/ui/button";
import { authorLabel, codeLabel } from "@/lib/screening/labels";
import type { HitTableRow } from "./hit-columns";
import { LabelValueList } from "./label-value-list";
import { CategoryBadges, HitStatusBadge } from "./screening-badges";
import { formatFieldValue } from "@/lib/screening/field-value";

const KNOWN_KEYS = new Set([
  "id",
  "provider_reference",
  "profile_reference",
  "provider_url",
  "status",
  "fields",
  "hit_categories",
  "remediation",
]);

export interface HitDetailPanelProps {
  row: HitTableRow;
  onClose: () => void;
}

/** Everything about one hit, including fields the console does not know, shown raw. */
export function HitDetailPanel({ row, onClose }: HitDetailPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [row.key]);
  const { hit } = row;
  const remediation = hit.remediation;
  const extra = Object.entries(hit).filter(([key]) => !KNOWN_KEYS.has(key));

  return (
    <aside
      aria-labelledby="hit-detail-title"
      className="space-y-4 rounded-lg border border-indigo-300 bg-white p-4 shadow-sm lg:sticky lg:top-4 dark:border-indigo-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="hit-detail-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          Hit {hit.provider_reference ?? hit.id}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close<span className="sr-only"> hit details</span>
        </Button>
      </div>
      <LabelValueList
        items={[
          { label: "Status", value: <HitStatusBadge status={hit.status} /> },
          { label: "Categories", value: <CategoryBadges categories={hit.hit_categories} /> },
          { label: "Provider reference", value: hit.provider_reference },
          { label: "Profile reference", value: hit.profile_reference },
          {
            label: "Provider page",
            value: hit.provider_url ? <ExternalLink href={hit.provider_url} /> : null,
          },
          { label: "Hit id", value: <code className="text-xs">{hit.id}</code> },
          ...(row.search
            ? [
                {
                  label: "Search",
                  value: (
                    <Link
                      className="underline"
                      href={`/screening/searches/${encodeURIComponent(row.search.id)}`}
                    >
                      {row.search.reference ?? row.search.id}
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
      <section aria-labelledby="hit-fields-title" className="space-y-2">
        <h3 id="hit-fields-title" className="font-medium">
          Matched record
        </h3>
        <LabelValueList
          items={hit.fields.map((field) => ({
            label: field.label,
            value: formatFieldValue(field.value),
          }))}
          empty="The provider sent no fields."
        />
      </section>
      <section aria-labelledby="hit-remediation-title" className="space-y-2">
        <h3 id="hit-remediation-title" className="font-medium">
          Remediation
        </h3>
        {remediation ? (
          <LabelValueList
            items={[
              { label: "Determination", value: codeLabel(remediation.determination) },
              { label: "Action", value: codeLabel(remediation.action) },
              { label: "Action taken", value: codeLabel(remediation.action_taken) },
              { label: "Status", value: remediation.status },
              { label: "Sync status", value: remediation.sync_status },
              { label: "Author", value: authorLabel(remediation.author) },
              { label: "Determined at", value: <DateTime iso={remediation.determined_at} /> },
              { label: "Summary", value: remediation.summary },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">No remediation yet.</p>
        )}
      </section>
      {extra.length > 0 ? (
        <section aria-labelledby="hit-extra-title" className="space-y-2">
          <h3 id="hit-extra-title" className="font-medium">
            Other fields
          </h3>
          <LabelValueList
            items={extra.map(([key, value]) => ({
              label: key,
              value: <code className="text-xs break-all">{JSON.stringify(value)}</code>,
            }))}
          />
        </section>
      ) : null}
    </aside>
  );
}
