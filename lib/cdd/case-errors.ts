import { ApiClientError } from "@/lib/queries/fetch-json";

export interface CaseErrorText {
  title: string;
  message: string;
}

/**
 * The CDD endpoints answer with bare messages (spec 4.9: "Invalid case ID format", "Case is not
 * completed", "Case not found"); lib/api gives each a code. Here they become sentences with a way
 * forward, the upstream's own words kept in the title so nobody has to guess what was said.
 */
export function describeCaseError(error: unknown, action?: "run-checks" | "pull"): CaseErrorText {
  if (!(error instanceof ApiClientError)) {
    return { title: "Something went wrong", message: "Try again in a moment." };
  }
  switch (error.code) {
    case "INVALID_CASE_ID":
      return {
        title: "Invalid case ID format",
        message: "This address does not hold a valid case ID. Open the case from the case list.",
      };
    case "CASE_NOT_FOUND":
      return {
        title: "Case not found",
        message:
          "No case with this ID exists for your organisation. It may belong to another customer, or the link may be wrong.",
      };
    case "CASE_NOT_COMPLETED":
      return {
        title: "Case is not completed",
        message:
          "Risk checks can be run only on a completed case. Its state may have changed since the page was loaded; it now shows the current state.",
      };
    default:
      break;
  }
  if (action === "pull" && (error.status === 422 || error.status === 400)) {
    return { title: "Registry documents cannot be pulled", message: error.message };
  }
  if (error.status === 0) {
    return { title: "The console could not be reached", message: error.message };
  }
  return { title: "The request failed", message: error.message };
}
