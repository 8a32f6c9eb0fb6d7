/**
 * Checks a chosen file before it is uploaded: PDF by its content (`%PDF-`, what a reader checks)
 * and by its declared type, and within the console's size limit. The server checks the same again
 * (lib/http/upload.ts); checking here first means a refusal costs no upload and loses no form state.
 */

export type FileCheck = { ok: true } | { ok: false; message: string };

const PDF_MAGIC = "%PDF-";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;
}

/** Browsers leave the type empty when the OS does not know the extension; the content decides then. */
function declaredTypeIsPdf(type: string): boolean {
  return type === "" || type === "application/pdf" || type === "application/x-pdf";
}

export function startsLikePdf(head: Uint8Array): boolean {
  return (
    head.length >= PDF_MAGIC.length &&
    Array.from(head.subarray(0, PDF_MAGIC.length)).every(
      (byte, index) => byte === PDF_MAGIC.charCodeAt(index),
    )
  );
}

export async function checkDocumentFile(file: File, maxBytes: number): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, message: `${file.name} is empty.` };
  if (file.size > maxBytes) {
    return {
      ok: false,
      message: `${file.name} is ${formatBytes(file.size)}; documents can be at most ${formatBytes(maxBytes)}.`,
    };
  }
  if (!declaredTypeIsPdf(file.type)) {
    return {
      ok: false,
      message: `${file.name} is not a PDF (its type is ${file.type}). Only PDF documents can be uploaded.`,
    };
  }
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (!startsLikePdf(head)) {
    return {
      ok: false,
      message: `${file.name} is not a PDF, whatever its name says: its content does not start like one. Only PDF documents can be uploaded.`,
    };
  }
  return { ok: true };
}
