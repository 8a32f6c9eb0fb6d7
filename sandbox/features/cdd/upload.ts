import { familyError, HttpError } from "../../core/errors";
import { mediaType, readBody, type RequestContext } from "../../core/http";
import { documentTypes, isDocumentType, type DocumentType } from "./model";

/** Uploads are limited to 25 MiB (docs/spec-assumptions.md), the whole multipart body included. */
export const uploadLimit = 25 * 1024 * 1024;

const pdfMagic = Buffer.from("%PDF-", "latin1");

export interface Upload {
  type: DocumentType;
  fileName: string;
  bytes: Buffer;
}

/**
 * Reads `POST /cdds/{id}/documents` (§4.10): multipart/form-data with `type` and `file`. The file
 * must be a PDF by its content (it starts with `%PDF-`): a name or a declared type proves nothing.
 */
export async function readUpload(ctx: RequestContext): Promise<Upload> {
  const contentType = ctx.req.headers["content-type"] ?? "";
  if (mediaType(ctx) !== "multipart/form-data") {
    throw familyError(
      "cdd",
      415,
      "Content-Type must be multipart/form-data with a type and a file",
    );
  }
  const raw = await readBody(ctx, uploadLimit).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 413) {
      throw familyError("cdd", 413, "The upload exceeds the 25 MiB limit");
    }
    throw error;
  });
  let form: FormData;
  try {
    // Node's own WHATWG parser: no dependency, and it copes with every client's boundary style.
    // `duplex` is Node's extension of RequestInit, unknown to the DOM typings, hence the cast.
    const init = {
      method: "POST",
      headers: { "content-type": contentType },
      body: raw,
      duplex: "half",
    };
    form = await new Request("http://sandbox.local/upload", init as RequestInit).formData();
  } catch {
    throw familyError("cdd", 400, "The multipart body could not be parsed");
  }

  const problems: { path: string[]; message: string; code: string }[] = [];
  const type = form.get("type");
  if (typeof type !== "string") {
    problems.push({
      path: ["type"],
      message: `type is required: one of ${documentTypes.join(", ")}`,
      code: "required",
    });
  } else if (!isDocumentType(type)) {
    problems.push({
      path: ["type"],
      message: `type must be one of ${documentTypes.join(", ")}`,
      code: "invalid_value",
    });
  }
  const file = form.get("file");
  let bytes = Buffer.alloc(0);
  if (file === null || typeof file === "string") {
    problems.push({
      path: ["file"],
      message: "file is required: attach the document as a file part",
      code: "required",
    });
  } else {
    bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length === 0) {
      problems.push({ path: ["file"], message: "The file is empty", code: "empty_file" });
    } else if (!bytes.subarray(0, pdfMagic.length).equals(pdfMagic)) {
      problems.push({
        path: ["file"],
        message:
          "The file is not a PDF: only PDF documents are accepted (its content must start with %PDF-)",
        code: "not_a_pdf",
      });
    }
  }
  if (problems.length > 0) {
    throw new HttpError(400, {
      message: problems.map((problem) => problem.message).join("; "),
      errors: problems,
    });
  }
  return { type: type as DocumentType, fileName: safeFileName((file as File).name), bytes };
}

/** Keeps the client's name but never a path, control characters or an unbounded length. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(0, 200);
  return clean === "" ? "document.pdf" : clean;
}
