/** View-model types of the comparator, shared by its server code and its components (no values here). */

/** The version a button adds, and its full name ("Toyota RAV4 2.5 Hybrid") for the label and confirmation. */
export interface CompareTarget {
  versionId: number;
  name: string;
}
