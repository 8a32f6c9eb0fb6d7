import { organisation, person, type SubjectTemplate } from "./subject-types";

/** The first customer's screened subjects (see subjects.ts). */
export const firstCustomerSubjects = {
  marchenko: {
    subject: person(
      "Viktor Aleksandrovich Marchenko",
      "1962-03-14",
      "RU",
      "Chairman, Uralsk Metal Holdings",
      ["Viktor Marchenko", "V. A. Marchenko"],
    ),
    hits: [
      {
        name: "Viktor Aleksandrovich Marchenko",
        dob: "1962-03-14",
        country: "RU",
        listing: "EU Consolidated Financial Sanctions List",
        categories: ["SANCTION"],
        score: 0.99,
        truth: "TRUE_POSITIVE",
      },
      {
        name: "Viktor Marchenko",
        dob: "1979-11-02",
        country: "UA",
        listing: "Kyiv Post: procurement fraud inquiry",
        categories: ["MEDIA"],
        score: 0.91,
        truth: "FALSE_POSITIVE",
      },
      {
        name: "V. Marchenko",
        dob: "1955-06-30",
        country: "BY",
        listing: "PEP register: regional deputy, Brest oblast",
        categories: ["PEP"],
        score: 0.84,
        truth: "FALSE_POSITIVE",
      },
    ],
  },
  sorokina: {
    subject: person("Elena Sorokina", "1975-07-21", "LV", "Board member, Daugava Freight", [
      "Jeļena Sorokina",
    ]),
    hits: [
      {
        name: "Elena Sorokina",
        dob: "1988-01-09",
        country: "RU",
        listing: "PEP register: municipal council member, Pskov",
        categories: ["PEP"],
        score: 0.96,
        truth: "FALSE_POSITIVE",
      },
      {
        name: "Yelena Sorokina",
        country: "RU",
        listing: "Financial crime news: customs fraud trial",
        categories: ["MEDIA"],
        score: 0.87,
        truth: "FALSE_POSITIVE",
      },
    ],
  },
  goldenCrescent: {
    subject: organisation("Golden Crescent Trading FZE", "AE", "FZE-118204", "Commodity trading", [
      "Golden Crescent General Trading",
    ]),
    hits: [
      {
        name: "Golden Crescent General Trading LLC",
        country: "AE",
        listing: "OFAC Specially Designated Nationals List",
        categories: ["SANCTION", "WATCHLIST"],
        score: 0.86,
        truth: "FALSE_POSITIVE",
      },
      {
        name: "Golden Crescent Trading FZE",
        country: "AE",
        listing: "DFSA enforcement notice 2025/14",
        categories: ["ENFORCEMENT"],
        score: 0.99,
        truth: "TRUE_POSITIVE",
      },
    ],
  },
  weber: {
    subject: person(
      "Johanna Weber",
      "1984-05-30",
      "DE",
      "Managing director, Weber Pharma Logistik",
      [],
    ),
    hits: [],
  },
  alRashid: {
    subject: person("Ahmed Al-Rashid", "1970-09-01", "JO", "Founder, Petra Import & Export", [
      "Ahmad Al Rashid",
    ]),
    hits: [
      {
        name: "Ahmed Al Rashid",
        dob: "1958-02-17",
        country: "IQ",
        listing: "UN Security Council Consolidated List",
        categories: ["SANCTION"],
        score: 0.93,
        truth: "FALSE_POSITIVE",
      },
      {
        name: "Ahmad Al-Rasheed",
        dob: "1981-12-03",
        country: "SY",
        listing: "Interpol red notice (public)",
        categories: ["WATCHLIST"],
        score: 0.82,
        truth: "FALSE_POSITIVE",
      },
    ],
  },
  bellini: {
    subject: person(
      "Marco Bellini",
      "1969-12-05",
      "IT",
      "Chief executive, Bellini Asset Management",
      ["M. Bellini"],
    ),
    hits: [
      {
        name: "Marco Bellini",
        dob: "1969-12-05",
        country: "IT",
        listing: "CONSOB sanction: market manipulation, 2024",
        categories: ["ENFORCEMENT", "MEDIA"],
        score: 0.98,
        truth: "TRUE_POSITIVE",
      },
      {
        name: "Marco Bellini",
        dob: "1991-04-17",
        country: "IT",
        listing: "Il Sole 24 Ore: tax evasion investigation",
        categories: ["MEDIA"],
        score: 0.97,
        truth: "FALSE_POSITIVE",
      },
    ],
  },
  nordstern: {
    subject: organisation("Nordstern Shipping Ltd", "MT", "C 84512", "Maritime shipping", []),
    hits: [],
  },
  liWei: { subject: person("Li Wei", "1980-02-11", "CN", "Procurement manager", []), hits: [] },
} satisfies Record<string, SubjectTemplate>;
