import { z } from "zod";
import {
  cddCreateBodySchema,
  REGISTER_NUMBER_COUNTRIES,
  type CddCreateInput,
} from "@/lib/api/schemas/cdd-create";

/**
 * The create wizard's form: the `POST /cdds` body as text inputs, plus the identification shape
 * the analyst picked. Validation is the shared `cddCreateBodySchema` (what the route handler
 * re-parses) with the chosen shape's required fields on top, and the form's output is that
 * schema's parse, so the wizard can never send a body the server would read differently.
 */

export const IDENTIFY_SHAPES = ["website", "legal_name", "register_number"] as const;
export type IdentifyShape = (typeof IDENTIFY_SHAPES)[number];

const contactPersonValues = z.object({
  name: z.string(),
  email: z.string(),
  country_code: z.string(),
  address: z.string(),
  phone_number: z.string(),
  ip: z.string(),
});

/** Every form value; also how a stored draft is checked before it is trusted. */
export const cddWizardValuesSchema = z.object({
  shape: z.enum(IDENTIFY_SHAPES),
  website: z.string(),
  email: z.string(),
  legal_name: z.string(),
  address: z.string(),
  external_id: z.string(),
  vat_number: z.string(),
  register_number: z.string(),
  country_code: z.string(),
  description: z.string(),
  trading_name: z.string(),
  trading_address: z.string(),
  risk_check_set_id: z.string(),
  pull_registry_documents: z.boolean(),
  contact_person: contactPersonValues,
});
export type CddWizardValues = z.infer<typeof cddWizardValuesSchema>;

export function emptyWizardValues(): CddWizardValues {
  return {
    shape: "website",
    website: "",
    email: "",
    legal_name: "",
    address: "",
    external_id: "",
    vat_number: "",
    register_number: "",
    country_code: "",
    description: "",
    trading_name: "",
    trading_address: "",
    risk_check_set_id: "",
    pull_registry_documents: false,
    contact_person: {
      name: "",
      email: "",
      country_code: "",
      address: "",
      phone_number: "",
      ip: "",
    },
  };
}

/**
 * The body the form stands for. A register number belongs to its shape only: typed under that
 * shape and then abandoned for another, it is not sent behind the analyst's back.
 */
export function toBodyInput(values: CddWizardValues): CddCreateInput {
  const { shape, register_number, pull_registry_documents, ...rest } = values;
  return {
    ...rest,
    register_number: shape === "register_number" ? register_number : "",
    ...(pull_registry_documents ? { pull_registry_documents: true } : {}),
  };
}

const blank = (value: string) => value.trim() === "";

interface ShapeIssue {
  path: string[];
  message: string;
}

/** What the chosen shape requires; stricter than the shared schema, never looser. */
export function shapeIssues(values: CddWizardValues): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  if (values.shape === "website" && blank(values.website)) {
    issues.push({ path: ["website"], message: "Enter the business's website" });
  }
  if (values.shape === "legal_name") {
    if (blank(values.legal_name))
      issues.push({ path: ["legal_name"], message: "Enter the legal name" });
    if (blank(values.country_code))
      issues.push({ path: ["country_code"], message: "Choose the country of the company" });
  }
  if (values.shape === "register_number") {
    if (blank(values.register_number))
      issues.push({ path: ["register_number"], message: "Enter the register number" });
    if (blank(values.country_code)) {
      issues.push({ path: ["country_code"], message: "Choose GB, FR or IT" });
    } else if (!(REGISTER_NUMBER_COUNTRIES as readonly string[]).includes(values.country_code)) {
      issues.push({
        path: ["country_code"],
        message: "Register numbers are supported only for companies in GB, FR and IT",
      });
    }
  }
  return issues;
}

export const cddWizardSchema = cddWizardValuesSchema
  .superRefine((values, ctx) => {
    // Shape issues first: a field shows its first message, and "Enter the website" says more
    // than the shared schema's general "give a website, a legal name or a register number".
    for (const issue of shapeIssues(values)) ctx.addIssue({ code: "custom", ...issue });
    const body = cddCreateBodySchema.safeParse(toBodyInput(values));
    if (body.success) return;
    for (const issue of body.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path.map(String), message: issue.message });
    }
  })
  .transform((values) => cddCreateBodySchema.parse(toBodyInput(values)));
