import type { AnyEndpoint } from "./endpoint";
import { ApiError, type Resolution } from "./api-error";
import { brandEndpoints } from "./v1/brands.server";
import { catalogueEndpoints } from "./v1/catalogue.server";
import { dealerEndpoints } from "./v1/dealers.server";
import { guideEndpoints } from "./v1/guides.server";
import { newsEndpoints } from "./v1/news.server";
import { suggestionEndpoints } from "./v1/suggestions.server";
import { usedEndpoints } from "./v1/used.server";

/** Where version 1 of the API lives. */
export const API_V1_BASE = "/api/v1";

/** Every call of version 1, in the order the reference lists them. */
export const v1Endpoints: AnyEndpoint[] = [
  ...brandEndpoints,
  ...catalogueEndpoints,
  ...dealerEndpoints,
  ...newsEndpoints,
  ...guideEndpoints,
  ...usedEndpoints,
  ...suggestionEndpoints,
];

/** A path segment as text; a malformed escape matches no literal and no valid parameter. */
const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
};

const segments = (path: string) => path.split("/").filter(Boolean);

/** Finds the endpoint for a path under the base: literal segments must match, `{name}` takes any one. */
export function matchV1(pathname: string): Resolution {
  const asked = segments(pathname.slice(API_V1_BASE.length));
  for (const endpoint of v1Endpoints) {
    const pattern = segments(endpoint.path);
    if (pattern.length !== asked.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const value = decodeSegment(asked[index]!);
      if (part.startsWith("{")) {
        params[part.slice(1, -1)] = value;
        return true;
      }
      return part === value;
    });
    if (matches) return { endpoint, params };
  }
  return new ApiError(
    404,
    "unknown_endpoint",
    `There is no ${pathname} in the API; see ${API_V1_BASE}/openapi.json.`,
  );
}
