"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CddDocument, CddDocumentType } from "@/lib/api/schemas/cdd";
import { checkDocumentFile } from "@/lib/cdd/document-file";
import { uploadDocument } from "@/lib/cdd/upload-document";

export interface QueuedFile {
  key: number;
  file: File;
  type: CddDocumentType | "";
  status: "queued" | "uploading" | "done" | "failed";
  /** 0 to 1. */
  progress: number;
  message?: string;
}

/**
 * Files chosen for upload: each checked when it is added (a refused file never joins the queue and
 * disturbs nothing already in it), then uploaded one at a time with its own progress.
 */
export function useUploadQueue(
  caseId: string,
  maxBytes: number,
  onUploaded: (document: CddDocument) => void,
) {
  const [items, setItems] = useState<QueuedFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const nextKey = useRef(1);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const patch = useCallback((key: number, change: Partial<QueuedFile>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const addFiles = useCallback(
    async (files: File[], type: CddDocumentType | "") => {
      const checks = await Promise.all(files.map((file) => checkDocumentFile(file, maxBytes)));
      setRefusals(checks.flatMap((check) => (check.ok ? [] : [check.message])));
      const accepted = files.filter((_, index) => checks[index].ok);
      setItems((current) => [
        ...current,
        ...accepted.map((file) => ({
          key: nextKey.current++,
          file,
          type,
          status: "queued" as const,
          progress: 0,
        })),
      ]);
    },
    [maxBytes],
  );

  const uploadAll = useCallback(async () => {
    const pending = items.filter((item) => item.status === "queued" || item.status === "failed");
    const missingType = pending.filter((item) => item.type === "");
    if (missingType.length > 0) {
      for (const item of missingType) patch(item.key, { message: "Choose the document type." });
      return;
    }
    setUploading(true);
    abort.current = new AbortController();
    try {
      for (const item of pending) {
        patch(item.key, { status: "uploading", progress: 0, message: undefined });
        try {
          const document = await uploadDocument({
            caseId,
            file: item.file,
            type: item.type as CddDocumentType,
            onProgress: (progress) => patch(item.key, { progress }),
            signal: abort.current.signal,
          });
          patch(item.key, { status: "done", progress: 1 });
          onUploaded(document);
        } catch (error) {
          patch(item.key, {
            status: "failed",
            message: error instanceof Error ? error.message : "The upload failed.",
          });
        }
      }
    } finally {
      setUploading(false);
    }
  }, [caseId, items, onUploaded, patch]);

  return {
    items,
    refusals,
    uploading,
    addFiles,
    uploadAll,
    setType: (key: number, type: CddDocumentType | "") => patch(key, { type, message: undefined }),
    remove: (key: number) => setItems((current) => current.filter((item) => item.key !== key)),
    clearFinished: () => setItems((current) => current.filter((item) => item.status !== "done")),
  };
}
