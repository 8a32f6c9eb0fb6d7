import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { ApiError, zodDetails } from "@/lib/http/errors";
import { readBodyWithin } from "@/lib/http/read-body";

const jsonLimitBytes = 1024 * 1024;

/** The query string as a plain object (first value of each key), for a zod schema to parse. */
export function queryObject(request: NextRequest): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of request.nextUrl.searchParams)
    if (!(key in result)) result[key] = value;
  return result;
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what = "request",
): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError(
      422,
      "VALIDATION_ERROR",
      `The ${what} has invalid fields.`,
      zodDetails(result.error),
    );
  }
  return result.data;
}

/**
 * A JSON body within 1 MiB: 415 for another content type, 413 when larger, 400 when malformed.
 * `optional` bodies may be empty.
 */
export async function readJsonBody(
  request: NextRequest,
  options: { optional?: boolean } = {},
): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > jsonLimitBytes) throw tooLarge();
  const bytes = await readBodyWithin(request, jsonLimitBytes);
  if (!bytes) throw tooLarge();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  if (text.trim() === "") {
    if (options.optional) return undefined;
    throw new ApiError(400, "BODY_REQUIRED", "The request needs a JSON body.");
  }
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "INVALID_JSON", "The request body is not valid JSON.");
  }
}

function tooLarge(): ApiError {
  return new ApiError(413, "PAYLOAD_TOO_LARGE", "The request body is larger than 1 MiB.");
}
