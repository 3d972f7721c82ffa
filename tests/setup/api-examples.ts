/**
 * For each documented call (by its path in the OpenAPI document): URLs that must succeed on the seeded
 * demo data, and bad ones with the status and the parameter blamed. The contract test fails when a call
 * has no examples, so every new call gets tested.
 */
export interface ApiExample {
  happy: string[];
  bad: { path: string; status: 400 | 404; field?: string }[];
}

export const apiExamples: Record<string, ApiExample> = {
  "/api.php": {
    happy: [
      "/api.php?endpoint=get_banners",
      "/api.php?endpoint=search_suggestion&search=rav",
      "/api.php?endpoint=get_header_menu_news",
      "/api.php?endpoint=marques_modeles",
    ],
    bad: [
      { path: "/api.php", status: 400, field: "endpoint" },
      { path: "/api.php?endpoint=search_suggestion", status: 400, field: "search" },
      { path: "/api.php?endpoint=get_everything", status: 404 },
    ],
  },
  "/api/v1/brands": {
    happy: ["/api/v1/brands", "/api/v1/brands?page=2&per_page=5"],
    bad: [
      { path: "/api/v1/brands?per_page=101", status: 400, field: "per_page" },
      { path: "/api/v1/brands?page=abc", status: 400, field: "page" },
    ],
  },
  "/api/v1/brands/{id}": {
    happy: ["/api/v1/brands/1"],
    bad: [
      { path: "/api/v1/brands/999999", status: 404 },
      { path: "/api/v1/brands/abc", status: 404 },
    ],
  },
  "/api/v1/suggestions": {
    happy: ["/api/v1/suggestions?q=polo", "/api/v1/suggestions?q=a"],
    bad: [{ path: "/api/v1/suggestions", status: 400, field: "q" }],
  },
};
