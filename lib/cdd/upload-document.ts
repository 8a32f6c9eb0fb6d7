import type { CddDocument, CddDocumentType } from "@/lib/api/schemas/cdd";
import { ApiClientError, toClientError } from "@/lib/queries/fetch-json";

export interface UploadDocumentInput {
  caseId: string;
  file: File;
  type: CddDocumentType;
  /** 0 to 1, as the browser sends the body. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/cdds/{id}/documents` through XMLHttpRequest, because fetch cannot report upload
 * progress. Errors come back as the same ApiClientError, details included, as every other console call.
 */
export function uploadDocument({
  caseId,
  file,
  type,
  onProgress,
  signal,
}: UploadDocumentInput): Promise<CddDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/cdds/${encodeURIComponent(caseId)}/documents`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as CddDocument);
        return;
      }
      // The same envelope parser as fetchJson, so field details (e.g. which file) are kept.
      reject(toClientError(xhr.status, body, "The upload failed"));
    };
    xhr.onerror = () =>
      reject(
        new ApiClientError(0, "NETWORK_ERROR", "The console could not be reached. Try again."),
      );
    xhr.onabort = () => reject(new ApiClientError(0, "ABORTED", "The upload was cancelled."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append("type", type);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
