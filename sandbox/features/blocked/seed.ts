import type { SandboxContext } from "../../core/context";

/**
 * Blocked companies (§2.12 shows no fields; these are ours): fictional shells, sanctioned traders
 * and payment processors a compliance team would refuse to onboard.
 */
export interface BlockedCompany {
  id: string;
  customerId: string;
  name: string;
  country_code: string;
  reason: string;
  blocked_at: string;
}

const candidates: Omit<BlockedCompany, "id" | "customerId" | "blocked_at">[] = [
  {
    name: "Orion Gulf Trading LLC",
    country_code: "AE",
    reason: "Sanctions exposure: owner on OFAC SDN list",
  },
  { name: "Crimson Fox Payments Ltd", country_code: "CY", reason: "Unlicensed payment services" },
  { name: "Volkov Metals OOO", country_code: "RU", reason: "EU sectoral sanctions" },
  {
    name: "Sunrise Offshore Holdings Inc.",
    country_code: "PA",
    reason: "Shell company, no identifiable beneficial owner",
  },
  {
    name: "Lakeside Digital Exchange Ltd",
    country_code: "SC",
    reason: "Crypto exchange without AML registration",
  },
  { name: "Tiberius Import S.r.l.", country_code: "IT", reason: "Confirmed fraudulent invoices" },
  { name: "Northbay Nutrition Inc.", country_code: "US", reason: "Chargeback rate above policy" },
  {
    name: "Kappa Consultoría Global S.L.",
    country_code: "ES",
    reason: "Adverse media: money laundering investigation",
  },
];

const dayMs = 24 * 60 * 60 * 1000;

/** Five blocked companies for the first customer, three for each other one. */
export function seedBlocked(context: SandboxContext): BlockedCompany[] {
  return context.customers.flatMap((customer, index) => {
    const rng = context.rng(`blocked:${customer.id}`);
    const pool = [...candidates];
    return Array.from({ length: index === 0 ? 5 : 3 }, () => {
      const [picked] = pool.splice(rng.int(0, pool.length - 1), 1);
      const blockedAt = context.anchor - rng.int(3, 180) * dayMs + rng.int(0, dayMs - 1);
      return {
        id: rng.uuid(),
        customerId: customer.id,
        ...picked,
        blocked_at: new Date(blockedAt).toISOString(),
      };
    });
  });
}
