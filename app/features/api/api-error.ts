import type { z } from "zod";
import type { AnyEndpoint } from "./endpoint";

/** The header and query parameter that carry a partner's key (SPEC §7). */
export const API_KEY_PARAM = "API_KEY";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Which endpoint a URL asks for, with its path parameters; or why none. */
export type Resolution = { endpoint: AnyEndpoint; params: Record<string, string> } | ApiError;

/** One message per invalid parameter, named as the caller spelled it. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join(".") || "request";
    fields[name] ??= issue.message;
  }
  return fields;
}

export function invalidParameters(error: z.ZodError): ApiError {
  return new ApiError(400, "invalid_parameters", "Some parameters are not valid.", fieldMessages(error));
}
