/**
 * Refusals answered by the server only (a page the account's role does not open): apart from the error
 * screen's texts, which every page's JavaScript carries.
 */

export const refusalMessages = {
  "refusal.forbidden": "Your account does not have access to {path}.",
} as const;
