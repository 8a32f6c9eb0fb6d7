import { firstCustomerSubjects } from "./subjects-first";
import { otherCustomerSubjects } from "./subjects-other";

/**
 * Fictional screened people and companies with the hits a screening provider would return for
 * them: near-namesakes on sanctions lists, PEP registers, watchlists, enforcement notices and news.
 */
export const subjects = { ...firstCustomerSubjects, ...otherCustomerSubjects };

export type SubjectKey = keyof typeof subjects;
export type { HitTemplate, SubjectTemplate } from "./subject-types";
