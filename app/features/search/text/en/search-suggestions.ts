/** Header search suggestions (SPEC §2.5): loaded with the suggestions list, on first use of the field. */

export const searchSuggestionsMessages = {
  "suggest.list": "Suggestions",
  "suggest.loading": "Searching…",
  "suggest.noMatch": "No match for “{q}”",
  "suggest.seeAll": "See all results for “{q}”",
  "suggest.one": "1 suggestion",
  "suggest.many": "{count} suggestions",
  "suggest.news": "News ·",
} as const;
