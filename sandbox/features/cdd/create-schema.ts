import { z } from "zod";
import { isCountryCode } from "./country-codes";

/**
 * Field-level rules of the `POST /cdds` body (§4.7). Rules that relate fields to each other (the
 * three shapes, supported countries) live in create-rules.ts, so that every problem of a body is
 * reported at once rather than only the first layer of them.
 */

/** zod's own message for a wrong type names no field; ours does, for people reading the 400. */
const typeError =
  (field: string, expected: string, otherwise?: string) => (issue: { code: string }) =>
    issue.code === "invalid_type" ? `${field} must be ${expected}` : otherwise;

const text = (field: string, max = 500) =>
  z
    .string({ error: typeError(field, "a string") })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`);

const email = (field: string) =>
  z
    .email({ error: typeError(field, "a string", `${field} must be a valid e-mail address`) })
    .max(320, `${field} must be at most 320 characters`);

const countryCode = (field: string) =>
  z.string({ error: typeError(field, "a string") }).refine(isCountryCode, {
    message: `${field} must be an ISO 3166-1 alpha-2 code in upper case, such as DE or GB`,
    params: { code: "invalid_country_code" },
  });

/** "acme.example" and "https://acme.example/" both become "https://acme.example". */
export function normaliseWebsite(value: string): string | undefined {
  if (/\s/.test(value)) return undefined;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (!url.hostname.includes(".") || url.username || url.password) return undefined;
    const path = url.pathname === "/" ? "" : url.pathname;
    return `${url.protocol}//${url.host}${path}${url.search}`;
  } catch {
    return undefined;
  }
}

const website = text("website", 2048)
  .refine((value) => normaliseWebsite(value) !== undefined, {
    message: "website must be a web address such as acme.example or https://acme.example",
    params: { code: "invalid_url" },
  })
  .transform((value) => normaliseWebsite(value) as string);

const ip = z
  .string({ error: typeError("contact_person.ip", "a string") })
  .refine((value) => z.union([z.ipv4(), z.ipv6()]).safeParse(value).success, {
    message: "contact_person.ip must be an IPv4 or IPv6 address",
    params: { code: "invalid_ip" },
  });

const contactPerson = z
  .object(
    {
      name: text("contact_person.name", 200).optional(),
      email: email("contact_person.email").optional(),
      country_code: countryCode("contact_person.country_code").optional(),
      address: text("contact_person.address").optional(),
      phone_number: text("contact_person.phone_number", 50).optional(),
      ip: ip.optional(),
    },
    { error: typeError("contact_person", "an object") },
  )
  .strict();

export const createBodySchema = z
  .object({
    website: website.optional(),
    email: email("email").optional(),
    legal_name: text("legal_name", 300).optional(),
    address: text("address").optional(),
    external_id: text("external_id", 200).optional(),
    vat_number: text("vat_number", 50).optional(),
    register_number: text("register_number", 50).optional(),
    country_code: countryCode("country_code").optional(),
    description: text("description", 5000).optional(),
    contact_person: contactPerson.optional(),
    risk_check_set_id: text("risk_check_set_id", 200).optional(),
    pull_registry_documents: z
      .boolean({ error: typeError("pull_registry_documents", "true or false") })
      .optional(),
    trading_name: text("trading_name", 300).optional(),
    trading_address: text("trading_address").optional(),
  })
  .strict();

export type CreateBody = z.infer<typeof createBodySchema>;
