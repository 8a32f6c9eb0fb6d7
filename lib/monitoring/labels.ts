/** Readable names for monitoring values; anything unknown is shown as it came. */
const CHECK_LABELS: Record<string, string> = {
  non_operational_website: "Website not operational",
  high_risk_service_classification: "High-risk service",
  catalog_contain_loan_flipping_indicators: "Loan-flipping indicators in catalog",
};

const FREQUENCY_LABELS: Record<string, string> = {
  weekly: "Weekly",
  every_2_weeks: "Every 2 weeks",
  every_3_weeks: "Every 3 weeks",
  every_4_weeks: "Every 4 weeks",
};

export function checkLabel(check: string): string {
  return CHECK_LABELS[check] ?? check;
}

export function frequencyLabel(frequency: string): string {
  return FREQUENCY_LABELS[frequency] ?? frequency;
}

export function stateTone(state: string): "success" | "info" | "danger" | "neutral" {
  if (state === "IDLE") return "success";
  if (state === "RUNNING") return "info";
  if (state === "FAILED") return "danger";
  return "neutral";
}
