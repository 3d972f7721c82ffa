/** Roles beyond a member's (the `users.role` column): who may do what. */

/** Staff: editors and administrators. Staff pages need two-step verification (app/shared/auth/two-factor.ts). */
export const STAFF_ROLES = ["editor", "admin"] as const;

/** Editors and administrators check listings and reports (/moderation). */
export const MODERATOR_ROLES = STAFF_ROLES;

export function isStaff(role: string | undefined): boolean {
  return STAFF_ROLES.some((staff) => staff === role);
}

export function canModerate(role: string | undefined): boolean {
  return MODERATOR_ROLES.some((moderator) => moderator === role);
}
