"use client";

import { useState } from "react";

export interface JsonNodeProps {
  name?: string;
  value: unknown;
  depth: number;
  expandDepth: number;
}

const pageSize = 100;

function Scalar({ value }: { value: unknown }) {
  if (value === null) return <span className="text-slate-500">null</span>;
  if (typeof value === "string") {
    return (
      <span className="break-all whitespace-pre-wrap text-emerald-800 dark:text-emerald-300">
        &quot;{value}&quot;
      </span>
    );
  }
  if (typeof value === "number")
    return <span className="text-sky-800 dark:text-sky-300">{value}</span>;
  if (typeof value === "boolean")
    return <span className="text-purple-800 dark:text-purple-300">{String(value)}</span>;
  return <span>{String(value)}</span>;
}

function Key({ name }: { name?: string }) {
  return name === undefined ? null : (
    <span className="text-slate-700 dark:text-slate-300">{name}: </span>
  );
}

/**
 * One value of the tree. Children are rendered only once expanded, and long arrays a hundred at a
 * time, so a large output opens instantly.
 */
export function JsonNode({ name, value, depth, expandDepth }: JsonNodeProps) {
  const [open, setOpen] = useState(depth < expandDepth);
  const [shown, setShown] = useState(pageSize);
  if (typeof value !== "object" || value === null) {
    return (
      <li className="py-0.5">
        <Key name={name} />
        <Scalar value={value} />
      </li>
    );
  }
  const isArray = Array.isArray(value);
  const entries: [string, unknown][] = isArray
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value as Record<string, unknown>);
  const summary = isArray ? `[${entries.length} items]` : `{${entries.length} keys}`;
  if (entries.length === 0) {
    return (
      <li className="py-0.5">
        <Key name={name} />
        <span className="text-slate-500">{isArray ? "[]" : "{}"}</span>
      </li>
    );
  }
  return (
    <li className="py-0.5">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
        className="rounded px-0.5 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className="inline-block w-3">
          {open ? "▾" : "▸"}
        </span>
        <Key name={name ?? (depth === 0 ? "(root)" : undefined)} />
        <span className="text-slate-500">{summary}</span>
      </button>
      {open ? (
        <ul className="ml-4 border-l border-slate-200 pl-3 dark:border-slate-700">
          {entries.slice(0, shown).map(([key, child]) => (
            <JsonNode
              key={key}
              name={key}
              value={child}
              depth={depth + 1}
              expandDepth={expandDepth}
            />
          ))}
          {entries.length > shown ? (
            <li>
              <button
                type="button"
                className="text-indigo-700 underline dark:text-indigo-300"
                onClick={() => setShown((count) => count + pageSize)}
              >
                Show {Math.min(pageSize, entries.length - shown)} more of {entries.length - shown}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
