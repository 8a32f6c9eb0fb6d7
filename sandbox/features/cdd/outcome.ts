import type { CddChecks, CddInput, GroupAction, Outcome, Verdict } from "./model";

/**
 * How a created case ends is chosen by a marker word in its legal_name, trading_name, website or
 * external_id (case-insensitive), so a test or demo can ask for each outcome whatever the body
 * shape. The first marker found in this order wins.
 */
const markers: { word: string; outcome: Outcome }[] = [
  { word: "failed", outcome: { state: "FAILED", verdict: "FAIL" } },
  { word: "inconclusive", outcome: { state: "INCONCLUSIVE", verdict: "REVIEW" } },
  { word: "rejected", outcome: { state: "COMPLETED", verdict: "FAIL" } },
  { word: "review", outcome: { state: "COMPLETED", verdict: "REVIEW" } },
];

export const defaultOutcome: Outcome = { state: "COMPLETED", verdict: "PASS" };

export function outcomeFor(input: CddInput): Outcome {
  const text = [input.legal_name, input.trading_name, input.website, input.external_id]
    .filter((value): value is string => typeof value === "string")
    .join(" ")
    .toLowerCase();
  return markers.find((marker) => text.includes(marker.word))?.outcome ?? defaultOutcome;
}

export const checkGroups = [
  "Company identity",
  "Registry data",
  "Ownership and control",
  "Sanctions and PEP screening",
  "Adverse media",
  "Website risk",
] as const;

// Which groups drive a verdict other than PASS; the rest ACCEPT.
const flagged: Record<Verdict, Partial<Record<(typeof checkGroups)[number], GroupAction>>> = {
  PASS: {},
  REVIEW: { "Ownership and control": "REVIEW", "Adverse media": "REVIEW" },
  FAIL: { "Sanctions and PEP screening": "REJECT", "Adverse media": "REVIEW" },
};

/** The checks of a finished case; a FAILED case has none (its checks could not run). */
export function checksFor(outcome: Outcome): CddChecks | undefined {
  if (outcome.state === "FAILED") return undefined;
  const actions = flagged[outcome.verdict];
  return {
    verdict: outcome.verdict,
    groups: checkGroups.map((name) => ({ name, action: actions[name] ?? "ACCEPT" })),
  };
}
