import { z } from "zod";
import { suggest } from "../../search/search.server";
import { defineEndpoint } from "../endpoint";
import { cleanSearchQuery, SEARCH_QUERY_MIN } from "~/shared/lib/search-query";

export const suggestionSchema = z
  .discriminatedUnion("type", [
    z
      .object({
        type: z.literal("model"),
        brand_name: z.string().meta({ example: "Toyota" }),
        model_id: z.int().meta({ example: 41 }),
        model_name: z.string().meta({ example: "RAV4" }),
        path: z.string().meta({
          description: "The model's page on the site.",
          example: "/auto-guide/new-cars/make/toyota/model/rav4-41",
        }),
      })
      .meta({ id: "ModelSuggestion" }),
    z
      .object({
        type: z.literal("news"),
        post_id: z.int(),
        post_name: z.string().meta({ description: "The article's slug." }),
        post_title: z.string(),
        path: z.string().meta({ description: "The article's page on the site." }),
      })
      .meta({ id: "NewsSuggestion" }),
  ])
  .meta({ id: "Suggestion" });

/**
 * The text to suggest for, as the header search box sends it: control characters count as spaces and
 * anything past 100 characters is ignored. Under 2 characters (SPEC §5) there is nothing to suggest.
 */
export const suggestionText = (description: string) =>
  z
    .string({ error: "Required: the text to suggest for." })
    .transform(cleanSearchQuery)
    .meta({ description, example: "rav" });

export const suggestionsSchema = z.array(suggestionSchema);

export async function suggestionsFor(db: Parameters<typeof suggest>[0], text: string) {
  return text.length < SEARCH_QUERY_MIN ? [] : suggest(db, text);
}

export const suggestionEndpoints = [
  defineEndpoint({
    path: "/suggestions",
    operationId: "listSuggestions",
    tag: "Search",
    summary: "Search suggestions",
    description:
      "What the site's header search suggests for a text: models (by name or brand), then at most 4 news articles; at most 10 in all. Under 2 characters the list is empty.",
    query: z.object({ q: suggestionText("The text typed.") }),
    response: z.object({ data: suggestionsSchema }),
    maxAge: 60,
    load: async ({ query, db }) => ({ data: await suggestionsFor(db, query.q) }),
  }),
];
