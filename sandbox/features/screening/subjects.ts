import type { Determination, Subject } from "./model";

/**
 * Fictional screened people and companies with the hits a screening provider would return for
 * them: near-namesakes on sanctions lists, PEP registers, watchlists, enforcement notices and
 * news. `truth` is how the hit is settled once remediated.
 */
export interface HitTemplate {
  name: string;
  dob?: string;
  country?: string;
  listing: string;
  categories: string[];
  score: number;
  truth: Determination;
}

export interface SubjectTemplate {
  subject: Subject;
  hits: HitTemplate[];
}

const person = (
  name: string,
  dob: string,
  nationality: string,
  role: string,
  aliases: string[],
): Subject => ({
  kind: "PERSON",
  name,
  dob,
  nationality,
  role,
  aliases,
});

const organisation = (
  name: string,
  country: string,
  registrationNumber: string,
  role: string,
  aliases: string[],
): Subject => ({
  kind: "ORGANISATION",
  name,
  country,
  registrationNumber,
  role,
  aliases,
});

export const subjects = {
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

export type SubjectKey = keyof typeof subjects;
