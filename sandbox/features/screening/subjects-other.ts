import { organisation, person, type SubjectTemplate } from "./subject-types";

/** Other customers' screened subjects, and the one the control plane screens afresh. */
export const otherCustomerSubjects = {
  papadopoulou: {
    subject: person("Sofia Papadopoulou", "1966-10-08", "GR", "Director, Aegean Ferries", [
      "Sophia Papadopoulou",
    ]),
    hits: [
      {
        name: "Sofia Papadopoulou",
        dob: "1959-04-22",
        country: "GR",
        listing: "PEP register: former deputy minister",
        categories: ["PEP"],
        score: 0.98,
        truth: "FALSE_POSITIVE",
      },
      {
        name: "Sophia Papadopoulou",
        country: "CY",
        listing: "Cyprus Mail: shipping registry bribery case",
        categories: ["MEDIA"],
        score: 0.9,
        truth: "FALSE_POSITIVE",
      },
    ],
  },
  karimov: {
    subject: person("Rustam Karimov", "1971-05-19", "UZ", "Owner, Fergana Cotton Export", [
      "R. Karimov",
    ]),
    hits: [
      {
        name: "Rustam Karimov",
        dob: "1971-05-19",
        country: "UZ",
        listing: "UK Financial Sanctions: consolidated list",
        categories: ["SANCTION"],
        score: 0.99,
        truth: "TRUE_POSITIVE",
      },
    ],
  },
  balticAmber: {
    subject: organisation("Baltic Amber Holdings SIA", "LV", "40203345871", "Jewellery wholesale", [
      "Baltic Amber",
    ]),
    hits: [
      {
        name: "Baltic Amber Holding Ltd",
        country: "CY",
        listing: "FATF high-risk jurisdiction watchlist entity",
        categories: ["WATCHLIST"],
        score: 0.88,
        truth: "FALSE_POSITIVE",
      },
    ],
  },
  mendoza: { subject: person("Carlos Mendoza Ruiz", "1977-08-25", "VE", "Importer", []), hits: [] },
  okafor: {
    subject: person("Chinedu Okafor", "1983-01-27", "NG", "Treasurer, Lagos Port Services", [
      "Chinedu O. Okafor",
    ]),
    hits: [
      {
        name: "Chinedu Okafor",
        dob: "1976-09-12",
        country: "NG",
        listing: "EFCC wanted persons list",
        categories: ["WATCHLIST", "ENFORCEMENT"],
        score: 0.97,
        truth: "FALSE_POSITIVE",
      },
      {
        name: "Chinedu Okafor",
        country: "NG",
        listing: "Premium Times: oil subsidy fraud",
        categories: ["MEDIA"],
        score: 0.95,
        truth: "FALSE_POSITIVE",
      },
    ],
  },
} satisfies Record<string, SubjectTemplate>;
