import { z } from "zod";
import { isCountryCode } from "./country-codes";

/**
 * Body of `POST /cdds` (spec 4.7 with the three shapes of docs/spec-assumptions.md). Shared by the
 * create wizard (react-hook-form) and the route handler that re-parses it, so messages are written
 * for people and every issue's path is the body field it is about.
 *
 * Blank text inputs count as absent (an empty form field is not a value), and the parsed output
 * drops them, so what reaches the upstream never carries `""`.
 */

export const REGISTER_NUMBER_COUNTRIES = ["GB", "FR", "IT"] as const;
export const REGISTRY_PULL_COUNTRIES = ["DE", "IT"] as const;

const blankToUndefined = (value: string) => (value === "" ? undefined : value);

function optionalText(label: string, max = 500) {
  return z
    .string()
    .trim()
    .transform(blankToUndefined)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).optional())
    .optional();
}

const optionalEmail = (label: string) =>
  z
    .string()
    .trim()
    .transform(blankToUndefined)
    .pipe(z.email(`${label} must be a valid e-mail address`).max(320).optional())
    .optional();

const optionalCountryCode = z
  .string()
  .trim()
  .transform(blankToUndefined)
  .pipe(
    z
      .string()
      // `abort` keeps a malformed code to one message instead of two.
      .regex(/^[A-Z]{2}$/, {
        message: "Use the two-letter upper-case country code, e.g. GB",
        abort: true,
      })
      .refine(isCountryCode, "Not an ISO 3166-1 country code")
      .optional(),
  )
  .optional();

function isWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

const contactPersonSchema = z
  .object({
    name: optionalText("Contact name", 200),
    email: optionalEmail("Contact e-mail"),
    country_code: optionalCountryCode,
    address: optionalText("Contact address"),
    phone_number: optionalText("Phone number", 50),
    ip: z
      .string()
      .trim()
      .transform(blankToUndefined)
      .pipe(
        z
          .string()
          .refine((value) => ipAddress.safeParse(value).success, "Enter an IPv4 or IPv6 address")
          .optional(),
      )
      .optional(),
  })
  // A wizard renders the contact block with every input blank; that means "no contact person".
  .transform((contact) =>
    Object.values(contact).some((value) => value !== undefined) ? contact : undefined,
  );

const present = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

export const cddCreateBodySchema = z
  .object({
    website: z
      .string()
      .trim()
      .transform(blankToUndefined)
      .pipe(
        z
          .string()
          .max(2048, "Website must be at most 2048 characters")
          .refine(isWebsite, "Enter a website such as example.com or https://example.com")
          .optional(),
      )
      .optional(),
    email: optionalEmail("E-mail"),
    legal_name: optionalText("Legal name", 300),
    address: optionalText("Address"),
    external_id: optionalText("External ID", 200),
    vat_number: optionalText("VAT number", 50),
    register_number: optionalText("Register number", 50),
    country_code: optionalCountryCode,
    description: optionalText("Description", 2000),
    contact_person: contactPersonSchema.optional(),
    risk_check_set_id: optionalText("Risk check set", 200),
    pull_registry_documents: z.boolean().optional(),
    trading_name: optionalText("Trading name", 300),
    trading_address: optionalText("Trading address"),
  })
  .superRefine(checkCrossFieldRules, {
    // Run even when a single field is invalid, so the form shows every problem at once.
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export type CddCreateBody = z.infer<typeof cddCreateBodySchema>;
/** What a form or caller hands in before parsing (blank strings allowed). */
export type CddCreateInput = z.input<typeof cddCreateBodySchema>;

// Written against loosely typed input because, with `when`, it also runs on partly invalid data.
function checkCrossFieldRules(body: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const rawCountry = present(body.country_code) ? body.country_code.trim() : undefined;
  const countryGiven = rawCountry !== undefined;
  // An invalid code already has its own message; rules that depend on the country wait for a valid one.
  const country = rawCountry !== undefined && isCountryCode(rawCountry) ? rawCountry : undefined;
  const countryInvalid = countryGiven && country === undefined;
  const hasWebsite = present(body.website);
  const hasLegalName = present(body.legal_name);
  const hasRegisterNumber = present(body.register_number);

  if (!hasWebsite && !hasLegalName && !hasRegisterNumber) {
    ctx.addIssue({
      code: "custom",
      path: ["website"],
      message: "Give a website, a legal name with a country, or a register number with a country",
    });
  } else if (!countryGiven && (hasRegisterNumber || !hasWebsite)) {
    // A register number needs its country even next to a website: the number means nothing alone.
    ctx.addIssue({
      code: "custom",
      path: ["country_code"],
      message: hasRegisterNumber
        ? "Choose the country of the register number"
        : "Choose the country to identify the company by its legal name",
    });
  }
  if (hasRegisterNumber && country && !isOneOf(REGISTER_NUMBER_COUNTRIES, country)) {
    ctx.addIssue({
      code: "custom",
      path: ["register_number"],
      message: "Register numbers are supported only for companies in GB, FR and IT",
    });
  }

  if (
    body.pull_registry_documents === true &&
    !countryInvalid &&
    !isOneOf(REGISTRY_PULL_COUNTRIES, country)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["pull_registry_documents"],
      message: "Registry documents can be pulled only for companies in DE and IT",
    });
  }

  const contact = body.contact_person;
  if (typeof contact === "object" && contact !== null) {
    const { name, email } = contact as Record<string, unknown>;
    if (!present(name) && !present(email)) {
      ctx.addIssue({
        code: "custom",
        path: ["contact_person", "name"],
        message: "Give the contact person's name or e-mail",
      });
    }
  }
}

function isOneOf(list: readonly string[], value: string | undefined): boolean {
  return value !== undefined && list.includes(value);
}
