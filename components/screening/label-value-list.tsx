import type { ReactNode } from "react";

export interface LabelValue {
  label: string;
  value?: ReactNode;
}

/** Label/value pairs (a screened profile, a hit's fields) as a description list. */
export function LabelValueList({
  items,
  empty = "Nothing given.",
}: {
  items: LabelValue[];
  empty?: string;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <dl className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map((item, index) => (
        <div key={`${item.label}-${index}`} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{item.label}</dt>
          <dd className="break-words">
            {item.value === null || item.value === undefined || item.value === ""
              ? "—"
              : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
