/** Name screening searches (§2.9) and alerts (§2.10) as the sandbox keeps them. */

export type SearchStatus = "PENDING" | "COMPLETED" | "FAILED";
export type HitStatus = "FALSE_POSITIVE" | "TRUE_POSITIVE" | "UNRESOLVED";
export type Determination = Exclude<HitStatus, "UNRESOLVED">;

export interface Subject {
  kind: "PERSON" | "ORGANISATION";
  name: string;
  /** Persons: ISO date of birth and nationality. */
  dob?: string;
  nationality?: string;
  /** Organisations: country and register number. */
  country?: string;
  registrationNumber?: string;
  aliases: string[];
  /** Occupation of a person, sector of an organisation. */
  role: string;
}

/** How the service's automated remediation settles a hit. */
export interface Verdict {
  determination: Determination;
  action: "SET_AS_FALSE_POSITIVE" | "COMMENT_FALSE_POSITIVE" | "DO_NOTHING";
  rule: string;
  summary: string;
}

export interface Resolution extends Verdict {
  author: string;
  determinedAt: number;
}

export interface HitRecord {
  id: string;
  providerReference: string;
  profileReference: string;
  providerUrl: string;
  articleUrl: string;
  matchedName: string;
  dob?: string;
  country?: string;
  listing: string;
  categories: string[];
  /** Name similarity, 0 to 1. */
  score: number;
  verdict: Verdict;
  /** Absent while the hit is UNRESOLVED. */
  resolution?: Resolution;
}

export interface SearchRecord {
  id: string;
  customerId: string;
  reference: string;
  status: SearchStatus;
  subject: Subject;
  hits: HitRecord[];
  /** What a PENDING search will have found once it completes. */
  pendingHits: HitRecord[];
  alertIds: string[];
  createdAt: number;
  updatedAt: number;
  seeded: boolean;
}

export interface AlertRecord {
  id: string;
  customerId: string;
  searchId: string;
  reference: string;
  altReference: string;
  remediated: boolean;
  createdAt: number;
  updatedAt: number;
  seeded: boolean;
}

export const hitStatus = (hit: HitRecord): HitStatus =>
  hit.resolution?.determination ?? "UNRESOLVED";
