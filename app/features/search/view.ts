/** What the header search suggests, as the server builds it and the suggestions list shows it. */

/** A header-search suggestion (SPEC §3); `path` is where choosing it goes. */
export interface ModelSuggestion {
  type: "model";
  brand_name: string;
  model_id: number;
  model_name: string;
  path: string;
}

/** A news article under the header search box (SPEC §3); `path` follows the article link rule. */
export interface NewsSuggestion {
  type: "news";
  post_id: number;
  post_name: string;
  post_title: string;
  path: string;
}

export type Suggestion = ModelSuggestion | NewsSuggestion;
