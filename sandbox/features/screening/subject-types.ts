import type { Determination, Subject } from "./model";

/** The shape of the screening catalogue; `truth` is how a hit is settled once remediated. */
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

export const person = (
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

export const organisation = (
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
