/** What the form tests read of a refusal (a zod `safeParse` result). */
interface Parsed {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** The fields refused, in the order of their issues (none when the form was taken). */
export const refusedFields = (result: Parsed) => (result.error?.issues ?? []).map((issue) => issue.path[0]);

/** Each refused field's message. */
export const refusals = (result: Parsed) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
