"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { CddCreateBody } from "@/lib/api/schemas/cdd";
import { countryLabel } from "@/lib/cdd/labels";
import type { CddWizardValues } from "@/lib/cdd/wizard-schema";

export interface StepReviewProps {
  onEdit: (step: number) => void;
}

type Row = [label: string, value: string];

const SHAPE_LABELS = {
  website: "By website",
  legal_name: "By legal name and country",
  register_number: "By register number and country",
} as const;

const country = (code: string) => (code ? countryLabel(code) : "");

/** Step 5: everything that will be sent, by step, each with a way back to change it. */
export function StepReview({ onEdit }: StepReviewProps) {
  const { control } = useFormContext<CddWizardValues, unknown, CddCreateBody>();
  const values = useWatch({ control }) as CddWizardValues;
  const contact = values.contact_person;

  const sections: { title: string; step: number; rows: Row[] }[] = [
    {
      title: "Business",
      step: 0,
      rows: [
        ["Identified", SHAPE_LABELS[values.shape]],
        ["Website", values.website],
        ["Legal name", values.legal_name],
        ["Register number", values.shape === "register_number" ? values.register_number : ""],
        ["Country", country(values.country_code)],
      ],
    },
    {
      title: "Details",
      step: 1,
      rows: [
        ["Business e-mail", values.email],
        ["VAT number", values.vat_number],
        ["External ID", values.external_id],
        ["Registered address", values.address],
        ["Trading name", values.trading_name],
        ["Trading address", values.trading_address],
        ["Description", values.description],
      ],
    },
    {
      title: "Contact person",
      step: 2,
      rows: [
        ["Name", contact.name],
        ["E-mail", contact.email],
        ["Phone number", contact.phone_number],
        ["Country", country(contact.country_code)],
        ["Address", contact.address],
        ["IP address", contact.ip],
      ],
    },
    {
      title: "Options",
      step: 3,
      rows: [
        ["Risk check set", values.risk_check_set_id.trim() || "Default set"],
        ["Pull registry documents", values.pull_registry_documents ? "Yes" : "No"],
      ],
    },
  ];

  return (
    <div className="space-y-5">
      {sections.map((section) => {
        const rows = section.rows.filter(([, value]) => value.trim() !== "");
        return (
          <section key={section.title} aria-labelledby={`review-${section.step}`}>
            <div className="flex items-center justify-between gap-2">
              <h3 id={`review-${section.step}`} className="font-semibold">
                {section.title}
              </h3>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${section.title.toLowerCase()}`}
                onClick={() => onEdit(section.step)}
              >
                Edit
              </Button>
            </div>
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">Nothing given.</p>
            ) : (
              <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                    <dd className="break-words whitespace-pre-wrap">{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
    </div>
  );
}
