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
  "/api/v1/dealers": {
    happy: [
      "/api/v1/dealers",
      "/api/v1/dealers?brand=toyota&per_page=5",
      "/api/v1/dealers?district=Gasabo&service=used",
      "/api/v1/dealers?open_now=true&page=2&per_page=3",
    ],
    bad: [
      { path: "/api/v1/dealers?brand=no-such-brand", status: 400, field: "brand" },
      { path: "/api/v1/dealers?district=Atlantis", status: 400, field: "district" },
      { path: "/api/v1/dealers?service=towing", status: 400, field: "service" },
      { path: "/api/v1/dealers?open_now=maybe", status: 400, field: "open_now" },
      { path: "/api/v1/dealers?per_page=101", status: 400, field: "per_page" },
    ],
  },
  "/api/v1/dealers/{id}": {
    happy: ["/api/v1/dealers/1"],
    bad: [
      { path: "/api/v1/dealers/999999", status: 404 },
      { path: "/api/v1/dealers/abc", status: 404 },
    ],
  },
  "/api/v1/news/categories": {
    happy: ["/api/v1/news/categories"],
    bad: [],
  },
  "/api/v1/news/articles": {
    happy: [
      "/api/v1/news/articles",
      "/api/v1/news/articles?category=1&per_page=5",
      "/api/v1/news/articles?page=2",
    ],
    bad: [
      { path: "/api/v1/news/articles?category=999999", status: 400, field: "category" },
      { path: "/api/v1/news/articles?category=news", status: 400, field: "category" },
      { path: "/api/v1/news/articles?page=0", status: 400, field: "page" },
    ],
  },
  "/api/v1/news/articles/{id}": {
    happy: ["/api/v1/news/articles/1"],
    bad: [
      { path: "/api/v1/news/articles/999999", status: 404 },
      { path: "/api/v1/news/articles/first", status: 404 },
    ],
  },
  "/api/v1/guides": {
    happy: [
      "/api/v1/guides",
      "/api/v1/guides?section=road-tax",
      "/api/v1/guides?section=driving-license&per_page=2",
    ],
    bad: [
      { path: "/api/v1/guides?section=parking", status: 400, field: "section" },
      { path: "/api/v1/guides?per_page=0", status: 400, field: "per_page" },
    ],
  },
  "/api/v1/guides/{id}": {
    happy: ["/api/v1/guides/1"],
    bad: [
      { path: "/api/v1/guides/999999", status: 404 },
      { path: "/api/v1/guides/-1", status: 404 },
    ],
  },
  "/api/v1/used-listings": {
    happy: [
      "/api/v1/used-listings",
      "/api/v1/used-listings?make=toyota&model=rav4&sort=price-asc",
      "/api/v1/used-listings?make=toyota,honda&price_max=15000000&year_min=2012&per_page=100",
      "/api/v1/used-listings?fuel=diesel&gearbox=manual&body=pickup&district=Gasabo&mileage_max=200000",
      "/api/v1/used-listings?seller=dealer&sort=year&page=2&per_page=5",
    ],
    bad: [
      { path: "/api/v1/used-listings?fuel=steam", status: 400, field: "fuel" },
      { path: "/api/v1/used-listings?gearbox=paddle", status: 400, field: "gearbox" },
      { path: "/api/v1/used-listings?body=boat", status: 400, field: "body" },
      { path: "/api/v1/used-listings?district=Atlantis", status: 400, field: "district" },
      { path: "/api/v1/used-listings?sort=cheapest", status: 400, field: "sort" },
      { path: "/api/v1/used-listings?price_min=cheap", status: 400, field: "price_min" },
      { path: "/api/v1/used-listings?year_min=1900", status: 400, field: "year_min" },
      { path: "/api/v1/used-listings?year_max=3000", status: 400, field: "year_max" },
      { path: "/api/v1/used-listings?mileage_max=-1", status: 400, field: "mileage_max" },
      { path: "/api/v1/used-listings?make=Toyota!", status: 400, field: "make" },
      { path: "/api/v1/used-listings?model=rav4", status: 400, field: "model" },
      { path: "/api/v1/used-listings?per_page=101", status: 400, field: "per_page" },
    ],
  },
  "/api/v1/used-listings/{id}": {
    happy: ["/api/v1/used-listings/1"],
    bad: [
      { path: "/api/v1/used-listings/999999", status: 404 },
      { path: "/api/v1/used-listings/car", status: 404 },
    ],
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
