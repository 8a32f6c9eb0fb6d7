"use client";

import { useId, useState, type DragEvent } from "react";
import { SelectField } from "@/components/ui/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { CddDocument, CddDocumentType } from "@/lib/api/schemas/cdd";
import { formatBytes } from "@/lib/cdd/document-file";
import { DOCUMENT_TYPE_OPTIONS } from "@/lib/cdd/labels";
import { cn } from "@/lib/utils";
import { UploadQueueRow } from "./upload-queue-row";
import { useUploadQueue } from "./use-upload-queue";

export interface DocumentUploadProps {
  caseId: string;
  /** The console's UPLOAD_MAX_BYTES, handed down by the server page. */
  maxBytes: number;
  onUploaded: (document: CddDocument) => void;
}

/** Drag and drop or pick PDFs, give each its type, upload them with a progress bar each. */
export function DocumentUpload({ caseId, maxBytes, onUploaded }: DocumentUploadProps) {
  const queue = useUploadQueue(caseId, maxBytes, onUploaded);
  const [type, setType] = useState<CddDocumentType | "">("");
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const pending = queue.items.filter(
    (item) => item.status === "queued" || item.status === "failed",
  );

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void queue.addFiles(Array.from(event.dataTransfer.files), type);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        Upload documents
      </h2>
      <SelectField
        label="Document type"
        placeholder="Choose a type"
        hint="Applied to the files you add next; each file's type can still be changed below."
        options={DOCUMENT_TYPE_OPTIONS}
        value={type}
        onChange={(event) => setType(event.target.value as CddDocumentType | "")}
        className="max-w-md"
      />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm",
          dragging
            ? "border-indigo-500 bg-indigo-50 dark:bg-indigo-950"
            : "border-slate-300 dark:border-slate-700",
        )}
      >
        <p>Drop PDF files here, or</p>
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium focus-within:ring-2 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800"
        >
          Choose PDF files
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so that choosing the same file again is noticed.
            event.target.value = "";
            void queue.addFiles(files, type);
          }}
        />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          PDF only, at most {formatBytes(maxBytes)} each.
        </p>
      </div>
      <div aria-live="polite">
        {queue.refusals.length > 0 ? (
          <Alert tone="error" title="Some files were not added">
            <ul className="list-disc pl-5">
              {queue.refusals.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>
      {queue.items.length > 0 ? (
        <>
          <ul aria-label="Files to upload" className="space-y-2">
            {queue.items.map((item) => (
              <UploadQueueRow
                key={item.key}
                item={item}
                disabled={queue.uploading}
                onTypeChange={(next) => queue.setType(item.key, next)}
                onRemove={() => queue.remove(item.key)}
              />
            ))}
          </ul>
          <div className="flex gap-2">
            <Button
              onClick={() => void queue.uploadAll()}
              disabled={queue.uploading || pending.length === 0}
            >
              {queue.uploading
                ? "Uploading…"
                : `Upload ${pending.length} ${pending.length === 1 ? "file" : "files"}`}
            </Button>
            <Button
              variant="secondary"
              onClick={queue.clearFinished}
              disabled={!queue.items.some((item) => item.status === "done")}
            >
              Clear uploaded
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
