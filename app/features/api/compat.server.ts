import { z } from "zod";
import { loadBannerFeed } from "../banners/banners.server";
import { listBrandsWithModels } from "../catalogue/catalogue.server";
import { listNewsCategories } from "../news/news.server";
import { newsCategoryPath } from "~/shared/lib/links";
import { bannerPlacements } from "~/shared/lib/value-sets";
import { absoluteUrl, defineEndpoint, type AnyEndpoint } from "./endpoint";
import { ApiError, type Resolution } from "./api-error";
import { suggestionsFor, suggestionsSchema, suggestionText } from "./v1/suggestions.server";

/** The original client's calls (SPEC §7), answered at `GET /api.php?endpoint=…` as `{ data }`. */
export const COMPAT_PATH = "/api.php";

const bannerSchema = z
  .object({
    id: z.int(),
    imageUrl: z.string().meta({ description: "The picture, on the site." }),
    width: z.int(),
    height: z.int(),
    linkUrl: z.string().meta({ description: "Where the banner leads." }),
    alt: z.string(),
  })
  .meta({ id: "Banner" });

const compatEndpoints = {
  get_banners: defineEndpoint({
    path: "get_banners",
    operationId: "getBanners",
    tag: "Compatibility",
    summary: "Banners",
    description:
      "One banner per placement among those running now, chosen by weight; a placement without one is left out.",
    response: z.object({ data: z.partialRecord(z.enum(bannerPlacements), bannerSchema) }),
    maxAge: 60,
    load: ({ db }) => loadBannerFeed(db),
  }),
  search_suggestion: defineEndpoint({
    path: "search_suggestion",
    operationId: "searchSuggestion",
    tag: "Compatibility",
    summary: "Search suggestions",
    query: z.object({ search: suggestionText("The text typed; under 2 characters the list is empty.") }),
    response: z.object({ data: suggestionsSchema }),
    maxAge: 60,
    load: async ({ query, db }) => ({ data: await suggestionsFor(db, query.search) }),
  }),
  get_header_menu_news: defineEndpoint({
    path: "get_header_menu_news",
    operationId: "getHeaderMenuNews",
    tag: "Compatibility",
    summary: "News menu",
    description: "The news categories in menu order.",
    response: z.object({
      data: z.array(
        z
          .object({ id: z.int(), name: z.string(), description: z.string().nullable(), url: z.url() })
          .meta({ id: "NewsMenuItem" }),
      ),
    }),
    maxAge: 300,
    async load({ db, env }) {
      const categories = await listNewsCategories(db);
      return {
        data: categories.map((c) => ({
          id: c.id,
          name: c.name,
          description: c.description,
          url: absoluteUrl(env.SITE_URL, newsCategoryPath(c)),
        })),
      };
    },
  }),
  marques_modeles: defineEndpoint({
    path: "marques_modeles",
    operationId: "marquesModeles",
    tag: "Compatibility",
    summary: "Brands with their models",
    description: "Every brand with its models, alphabetically, as the footer lists them.",
    response: z.object({
      data: z.array(
        z
          .object({
            id: z.int(),
            nom_de_la_marque: z.string().meta({ example: "Volkswagen" }),
            models: z.array(z.object({ id: z.int(), nom_du_modele: z.string().meta({ example: "Polo" }) })),
          })
          .meta({ id: "MarqueModeles" }),
      ),
    }),
    maxAge: 300,
    async load({ db }) {
      const brands = await listBrandsWithModels(db);
      return {
        data: brands.map((b) => ({
          id: b.id,
          nom_de_la_marque: b.name,
          models: b.models.map((m) => ({ id: m.id, nom_du_modele: m.name })),
        })),
      };
    },
  }),
} satisfies Record<string, AnyEndpoint>;

export const compatEndpointNames = Object.keys(compatEndpoints) as (keyof typeof compatEndpoints)[];

/** The call an `endpoint` parameter names. */
export function matchCompat(url: URL): Resolution {
  const name = url.searchParams.get("endpoint");
  if (!name) {
    return new ApiError(400, "invalid_parameters", "Some parameters are not valid.", {
      endpoint: `Required: one of ${compatEndpointNames.join(", ")}.`,
    });
  }
  if (!Object.hasOwn(compatEndpoints, name)) {
    return new ApiError(
      404,
      "unknown_endpoint",
      `There is no endpoint ${name}; use one of ${compatEndpointNames.join(", ")}.`,
    );
  }
  return { endpoint: compatEndpoints[name as keyof typeof compatEndpoints], params: {} };
}

/** All of api.php as one operation, for the OpenAPI document: which call depends on `endpoint`. */
export const compatOperation = {
  summary: "The original client's calls",
  description: `One URL, several calls, chosen by \`endpoint\`:\n\n${compatEndpointNames
    .map((name) => `- \`${name}\`: ${compatEndpoints[name].description ?? compatEndpoints[name].summary}`)
    .join(
      "\n",
    )}\n\nThe answer is always \`{ data }\`. An unknown \`endpoint\` is a 404; a missing one, or \`search_suggestion\` without \`search\`, a 400.`,
  query: z.object({
    endpoint: z.enum(compatEndpointNames).meta({ description: "Which call." }),
    search: z
      .string()
      .optional()
      .meta({ description: "For search_suggestion (required there): the text typed." }),
  }),
  response: z.union(compatEndpointNames.map((name) => compatEndpoints[name].response)),
};
