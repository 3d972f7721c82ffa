import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** SPEC §2.1. Legacy French paths are answered by the server (app/lib/legacy-redirects.ts) before these. */
export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("privacy-policy-and-legal-notice", "routes/privacy.tsx"),
  route("new-cars/search", "routes/new-cars-search.tsx"),
  route("auto-guide/new-cars/make/:slug/:id", "routes/brand.tsx"),
  route("auto-guide/new-cars/make/:slug/model/:modelParam", "routes/model.tsx"),
  route("auto-guide/new-cars/make/:slug/model/:modelSlug/:versionParam", "routes/version.tsx"),
  route("builds/latest.json", "routes/build-id.ts"),
  route("car-art/:version/:body/:file", "routes/car-art.ts"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm/:token", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe/:token", "routes/newsletter-unsubscribe.tsx"),
  route("search/suggestions", "routes/search-suggestions.ts"),
  route("auto-guide", "routes/auto-guide.tsx"),
  route("auto-guide/new-cars", "routes/new-cars.tsx"),
  route("auto-guide/current-deals", "routes/current-deals.tsx"),
  route("auto-guide/electric-cars", "routes/electric-cars.tsx"),
  route("auto-guide/luxury-cars", "routes/luxury-cars.tsx"),
  route("auto-guide/new-on-market", "routes/new-on-market.tsx"),
  route("comparator", "routes/comparator.tsx", { id: "compare" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
