import { errorResponse } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

/** Any /api path no route claims: the console's error contract, not an HTML page. */
function notFound(request: Request): Response {
  return errorResponse(404, "NOT_FOUND", `No console API at ${new URL(request.url).pathname}.`);
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
