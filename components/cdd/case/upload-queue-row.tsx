"use client";

import { SelectField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import type { CddDocumentType } from "@/lib/api/schemas/cdd";
import { formatBytes } from "@/lib/cdd/document-file";
import { DOCUMENT_TYPE_OPTIONS } from "@/lib/cdd/labels";
import type { QueuedFile } from "./use-upload-queue";

export interface UploadQueueRowProps {
  item: QueuedFile;
  disabled: boolean;
  onTypeChange: (type: CddDocumentType | "") => void;
  onRemove: () => void;
}

const STATUS_TEXT: Record<QueuedFile["status"], string> = {
  queued: "Ready to upload",
  uploading: "Uploading",
  done: "Uploaded",
  failed: "Failed",
};

export function UploadQueueRow({ item, disabled, onTypeChange, onRemove }: UploadQueueRowProps) {
  const percent = Math.round(item.progress * 100);
  const editable = !disabled && (item.status === "queued" || item.status === "failed");
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium">{item.file.name}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {formatBytes(item.file.size)} · {STATUS_TEXT[item.status]}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <SelectField
            label={`Type of ${item.file.name}`}
            placeholder="Choose a type"
            options={DOCUMENT_TYPE_OPTIONS}
            value={item.type}
            disabled={!editable}
            error={item.status === "failed" ? undefined : item.message}
            onChange={(event) => onTypeChange(event.target.value as CddDocumentType | "")}
          />
          {item.status !== "uploading" ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              aria-label={`Remove ${item.file.name}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      {item.status !== "queued" ? (
        <progress
          className="h-2 w-full"
          max={100}
          value={percent}
          aria-label={`Upload of ${item.file.name}`}
        >
          {percent}%
        </progress>
      ) : null}
      {item.status === "failed" && item.message ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {item.message}
        </p>
      ) : null}
    </li>
  );
}
