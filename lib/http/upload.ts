import "server-only";
import type { NextRequest } from "next/server";
import { cddDocumentTypeSchema, type CddDocumentType } from "@/lib/api/schemas/cdd";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { readBodyWithin } from "@/lib/http/read-body";

const multipartOverhead = 64 * 1024;

export interface CheckedUpload {
  type: CddDocumentType;
  file: Blob;
  fileName: string;
}

/** `%PDF-` at the start: what a PDF reader checks too. The name and declared type are not trusted. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

export function formatMiB(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;
}

/**
 * Reads a document upload (multipart `type` + `file`) within UPLOAD_MAX_BYTES and checks it before
 * anything is sent upstream: a clear 413, 415 or 422 instead of the upstream's refusal. The body is
 * read with a running byte count and refused at the limit, so a chunked upload without a
 * Content-Length cannot make the server hold more than the limit in memory.
 */
export async function readDocumentUpload(
  request: NextRequest | Request,
  limit: number = env.UPLOAD_MAX_BYTES,
): Promise<CheckedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "Upload the document as multipart/form-data.",
    );
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit + multipartOverhead) throw tooLarge(limit);
  const body = await readBodyWithin(request, limit + multipartOverhead);
  if (!body) throw tooLarge(limit);
  let form: FormData;
  try {
    form = await new Request("http://upload.local", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    }).formData();
  } catch {
    throw new ApiError(400, "INVALID_MULTIPART", "The upload could not be read as a form.");
  }
  const type = cddDocumentTypeSchema.safeParse(form.get("type"));
  const file = form.get("file");
  const details = [];
  if (!type.success)
    details.push({ path: "type", message: "Choose one of the eight document types." });
  if (!(file instanceof Blob) || file.size === 0)
    details.push({ path: "file", message: "Attach a PDF file." });
  if (details.length > 0 || !(file instanceof Blob) || !type.success) {
    throw new ApiError(422, "VALIDATION_ERROR", "The upload is incomplete.", details);
  }
  if (file.size > limit) throw tooLarge(limit);
  if (!looksLikePdf(new Uint8Array(await file.slice(0, 5).arrayBuffer()))) {
    throw new ApiError(
      422,
      "NOT_A_PDF",
      "Only PDF documents can be uploaded; this file is not a PDF (whatever its name says).",
      [{ path: "file", message: "The file's content is not a PDF." }],
    );
  }
  const fileName = (file as File).name || "document.pdf";
  return { type: type.data, file, fileName };
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, "PAYLOAD_TOO_LARGE", `Documents can be at most ${formatMiB(limit)}.`);
}
