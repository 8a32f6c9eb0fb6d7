import type { IdentifyShape } from "./wizard-schema";
import { stepOfField, type WizardField } from "./wizard-steps";

export interface ServerErrorDetail {
  path?: string;
  field?: string;
  message: string;
}

export interface PlacedErrors {
  /** Field errors to set on the form, each on an input the wizard shows. */
  fields: { field: WizardField; message: string }[];
  /** Messages with no input of their own, shown above the form. */
  general: string[];
  /** The earliest step with a field error, to open it. */
  step?: number;
}

/**
 * Where the server's validation details (422, `details[].path` such as "contact_person.name")
 * belong in the wizard. The upstream may point at the contact person as a whole ("contact_person")
 * when neither its name nor e-mail is given: that lands on the name input, where the rule is told.
 */
export function placeServerErrors(
  details: readonly ServerErrorDetail[],
  shape: IdentifyShape,
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], general: [] };
  for (const detail of details) {
    const raw = (detail.path ?? detail.field ?? "").replace(/^\//, "").replaceAll("/", ".");
    const field = raw === "contact_person" ? "contact_person.name" : raw;
    const step = field === "" ? undefined : stepOfField(field, shape);
    if (step === undefined) {
      placed.general.push(detail.message);
      continue;
    }
    if (placed.fields.some((known) => known.field === field)) continue;
    placed.fields.push({ field: field as WizardField, message: detail.message });
    placed.step = placed.step === undefined ? step : Math.min(placed.step, step);
  }
  return placed;
}
