import type { IdentifyShape } from "./wizard-schema";

/** The wizard's five steps and which form fields each one owns, so a step validates only its own. */

export const WIZARD_STEPS = [
  { id: "identify", title: "Business" },
  { id: "details", title: "Details" },
  { id: "contact", title: "Contact person" },
  { id: "options", title: "Options" },
  { id: "review", title: "Review" },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]["id"];

export const LAST_STEP = WIZARD_STEPS.length - 1;

export const CONTACT_FIELDS = [
  "contact_person.name",
  "contact_person.email",
  "contact_person.country_code",
  "contact_person.address",
  "contact_person.phone_number",
  "contact_person.ip",
] as const;

export type WizardField =
  | "shape"
  | "website"
  | "email"
  | "legal_name"
  | "address"
  | "external_id"
  | "vat_number"
  | "register_number"
  | "country_code"
  | "description"
  | "trading_name"
  | "trading_address"
  | "risk_check_set_id"
  | "pull_registry_documents"
  | (typeof CONTACT_FIELDS)[number];

/** Fields that identify the business under each shape; the details step offers the rest. */
export function identifyFields(shape: IdentifyShape): WizardField[] {
  if (shape === "website") return ["shape", "website"];
  if (shape === "legal_name") return ["shape", "legal_name", "country_code"];
  return ["shape", "register_number", "country_code"];
}

/** Website, legal name and country appear once: on step 1 when the shape needs them, else here. */
export function detailsFields(shape: IdentifyShape): WizardField[] {
  const moved = (["website", "legal_name", "country_code"] as const).filter(
    (field) => !identifyFields(shape).includes(field),
  );
  return [
    "email",
    ...moved,
    "address",
    "trading_name",
    "trading_address",
    "vat_number",
    "external_id",
    "description",
  ];
}

export function stepFields(step: number, shape: IdentifyShape): WizardField[] {
  switch (WIZARD_STEPS[step]?.id) {
    case "identify":
      return identifyFields(shape);
    case "details":
      return detailsFields(shape);
    case "contact":
      return [...CONTACT_FIELDS];
    case "options":
      return ["risk_check_set_id", "pull_registry_documents"];
    default:
      return [];
  }
}

/** The step that shows a field, or undefined for a field the wizard has no input for. */
export function stepOfField(field: string, shape: IdentifyShape): number | undefined {
  for (let step = 0; step < LAST_STEP; step += 1) {
    if ((stepFields(step, shape) as string[]).includes(field)) return step;
  }
  return undefined;
}
