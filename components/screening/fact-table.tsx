import type { Fact } from "@/lib/api/schemas/screening";
import { codeLabel } from "@/lib/screening/labels";
import { CitationLinks } from "./citation-links";
import { formatFieldValue } from "@/lib/screening/field-value";

export interface FactTableProps {
  caption: string;
  facts: Fact[];
}

/** Facts (predicate, value) with the sources that support each. */
export function FactTable({ caption, facts }: FactTableProps) {
  if (facts.length === 0) return <p className="text-sm text-slate-600">No facts given.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
          <tr>
            <th scope="col" className="w-36 py-1 pr-3 font-semibold">
              Fact
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Value
            </th>
            <th scope="col" className="w-64 py-1 font-semibold">
              Cited from
            </th>
          </tr>
        </thead>
        <tbody>
          {facts.map((fact, index) => (
            <tr
              key={`${fact.predicate}-${index}`}
              className="border-t border-slate-100 dark:border-slate-800"
            >
              <th scope="row" className="py-1.5 pr-3 font-medium" title={fact.predicate}>
                {codeLabel(fact.predicate)}
              </th>
              <td className="py-1.5 pr-3 break-words">{formatFieldValue(fact.value) ?? "—"}</td>
              <td className="py-1.5">
                <CitationLinks citations={fact.citations} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
