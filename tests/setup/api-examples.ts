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
  "/api/v1/models": {
    happy: [
      "/api/v1/models",
      "/api/v1/models?brand=1",
      "/api/v1/models?body=suv&energy=petrol&min_price=20000000&max_price=80000000&page=2&per_page=5",
    ],
    bad: [
      { path: "/api/v1/models?per_page=0", status: 400, field: "per_page" },
      { path: "/api/v1/models?energy=steam", status: 400, field: "energy" },
      { path: "/api/v1/models?body=tank", status: 400, field: "body" },
      { path: "/api/v1/models?min_price=-1", status: 400, field: "min_price" },
      { path: "/api/v1/models?min_price=50000000&max_price=10000000", status: 400, field: "max_price" },
      { path: "/api/v1/models?brand=999999", status: 400, field: "brand" },
    ],
  },
  "/api/v1/models/{id}": {
    happy: ["/api/v1/models/1"],
    bad: [
      { path: "/api/v1/models/999999", status: 404 },
      { path: "/api/v1/models/abc", status: 404 },
    ],
  },
  "/api/v1/versions": {
    happy: [
      "/api/v1/versions",
      "/api/v1/versions?model=1",
      "/api/v1/versions?brand=1&energy=petrol&min_price=1000000&max_price=200000000&per_page=3",
    ],
    bad: [
      { path: "/api/v1/versions?per_page=101", status: 400, field: "per_page" },
      { path: "/api/v1/versions?energy=steam", status: 400, field: "energy" },
      { path: "/api/v1/versions?max_price=cheap", status: 400, field: "max_price" },
      { path: "/api/v1/versions?model=999999", status: 400, field: "model" },
    ],
  },
  "/api/v1/versions/{id}": {
    happy: ["/api/v1/versions/1"],
    bad: [
      { path: "/api/v1/versions/999999", status: 404 },
      { path: "/api/v1/versions/0", status: 404 },
    ],
  },
  "/api/v1/deals": {
    happy: ["/api/v1/deals", "/api/v1/deals?brand=toyota", "/api/v1/deals?page=2&per_page=5"],
    bad: [
      { path: "/api/v1/deals?per_page=0", status: 400, field: "per_page" },
      { path: "/api/v1/deals?brand=Not%20a%20slug", status: 400, field: "brand" },
      { path: "/api/v1/deals?brand=no-such-brand", status: 400, field: "brand" },
    ],
  },
};
