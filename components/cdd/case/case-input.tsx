import type { CddCaseDetail } from "@/lib/api/schemas/cdd";
import { countryLabel } from "@/lib/cdd/labels";

/** The fields the case was opened with, by label; anything the spec does not list is shown raw. */
const LABELS: Record<string, string> = {
  legal_name: "Legal name",
  website: "Website",
  email: "Business e-mail",
  register_number: "Register number",
  country_code: "Country",
  registry_profile: "Registry profile",
  address: "Registered address",
  trading_name: "Trading name",
  trading_address: "Trading address",
  vat_number: "VAT number",
  external_id: "External ID",
  description: "Description",
  risk_check_set_id: "Risk check set",
  pull_registry_documents: "Pull registry documents",
};

const CONTACT_LABELS: Record<string, string> = {
  name: "Name",
  email: "E-mail",
  phone_number: "Phone number",
  country_code: "Country",
  address: "Address",
  ip: "IP address",
};

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (key === "country_code" && typeof value === "string") return countryLabel(value);
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

function rows(input: Record<string, unknown>, labels: Record<string, string>) {
  const known = Object.keys(labels).map((key) => [labels[key], show(key, input[key])] as const);
  const other = Object.keys(input)
    .filter((key) => !(key in labels) && key !== "contact_person")
    .map((key) => [key, show(key, input[key])] as const);
  return [...known, ...other].filter(([, value]) => value !== "");
}

function DefinitionList({ items }: { items: (readonly [string, string])[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="break-words whitespace-pre-wrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CaseInput({ input }: { input: CddCaseDetail["input"] }) {
  const contact = input.contact_person;
  const contactRows =
    typeof contact === "object" && contact !== null
      ? rows(contact as Record<string, unknown>, CONTACT_LABELS)
      : [];
  return (
    <section aria-labelledby="case-input-title" className="space-y-3">
      <h2 id="case-input-title" className="text-lg font-semibold">
        Input used
      </h2>
      <DefinitionList items={rows(input, LABELS)} />
      {contactRows.length > 0 ? (
        <>
          <h3 className="font-semibold">Contact person</h3>
          <DefinitionList items={contactRows} />
        </>
      ) : null}
    </section>
  );
}
