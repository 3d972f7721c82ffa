/** Roles beyond a member's (the `users.role` column): who may do what. */

/** Editors and administrators check listings and reports (/moderation). */
export const MODERATOR_ROLES = ["editor", "admin"] as const;

export function canModerate(role: string | undefined): boolean {
  return MODERATOR_ROLES.some((moderator) => moderator === role);
}
