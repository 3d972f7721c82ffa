/** New-car search page text. */
import { translator } from "~/lib/i18n";

export const searchMessages = {
  "search.title": "Search new cars",
  "search.titleFor": "Results for “{q}”",
  "search.description": "Find any brand or model sold new in Rwanda, even with a typo.",
  "search.tooShort": "Type at least 2 characters.",
  "search.none": "No brand or model matches “{q}”. Check the spelling or try the brand name.",
  "search.brands": "Brands",
  "search.models": "Models",
} as const;

export const tSearch = translator(searchMessages);
