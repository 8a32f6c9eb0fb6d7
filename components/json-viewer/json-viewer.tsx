"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { downloadText } from "./download";
import { JsonNode } from "./json-node";

export interface JsonViewerProps {
  value: unknown;
  /** Names the tree for assistive technology, e.g. "Structured output". */
  label: string;
  /** Offered as a download when set, e.g. `flow-run-<id>-output.json`. */
  fileName?: string;
  /** Levels open at first; deeper ones open on click. */
  expandDepth?: number;
}

/** A collapsible JSON tree with copy and download; values are text, never markup. */
export function JsonViewer({ value, label, fileName, expandDepth = 1 }: JsonViewerProps) {
  const [copied, setCopied] = useState<string>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(JSON.stringify(value, null, 2));
      setCopied("Copied to the clipboard.");
    } catch {
      setCopied("The browser did not allow copying; use Download instead.");
    }
  }

  function download() {
    downloadText(fileName ?? "data.json", JSON.stringify(value, null, 2), "application/json");
  }

  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <Button size="sm" variant="secondary" onClick={copy} aria-label={`Copy ${label} as JSON`}>
          Copy
        </Button>
        {fileName ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={download}
            aria-label={`Download ${label} as JSON`}
          >
            Download
          </Button>
        ) : null}
        <span aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
          {copied}
        </span>
      </div>
      <ul aria-label={label} className="relative overflow-x-auto p-3 font-mono text-xs">
        <JsonNode value={value} depth={0} expandDepth={expandDepth} />
      </ul>
    </div>
  );
}
