import { Search } from "lucide";
import { Form, Link } from "react-router";
import { BrandMark } from "~/components/ui/brand-mark";
import { Icon } from "~/components/ui/icon";
import { t } from "~/lib/i18n";
import { bodyLabels, energyLabels } from "~/lib/labels";
import { brandPath, modelPath } from "~/lib/links";
import { pageMeta } from "~/lib/meta";
import { searchCatalogue } from "~/server/search.server";
import type { Route } from "./+types/new-cars-search";
import { tSearch } from "~/locales/en/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const results = await searchCatalogue(context.db, q);
  return { q, ...results, siteUrl: context.env.SITE_URL };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta({
    title: data?.q ? tSearch("search.titleFor", { q: data.q }) : tSearch("search.title"),
    description: tSearch("search.description"),
    siteUrl: data?.siteUrl,
    path: "/new-cars/search",
  }),
  { name: "robots", content: "noindex, follow" },
];

export default function NewCarsSearch({ loaderData: { q, brands, models } }: Route.ComponentProps) {
  const nothing = q.length >= 2 && brands.length === 0 && models.length === 0;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {q ? tSearch("search.titleFor", { q }) : tSearch("search.title")}
      </h1>
      <Form method="get" role="search" className="mt-6 max-w-2xl">
        <label htmlFor="page-search" className="sr-only">
          {t("header.search.label")}
        </label>
        <div className="flex h-12 items-center rounded-full border border-line bg-surface focus-within:border-accent-500">
          <input
            id="page-search"
            name="q"
            type="search"
            defaultValue={q}
            minLength={2}
            placeholder={t("header.search.placeholder")}
            className="h-full min-w-0 flex-1 rounded-l-full bg-transparent pl-5 text-base outline-none placeholder:text-muted"
          />
          <button
            type="submit"
            className="btn-primary mr-1 h-10 min-h-0 px-4"
            aria-label={t("header.search.submit")}
          >
            <Icon node={Search} className="size-5" />
          </button>
        </div>
      </Form>

      {q.length > 0 && q.length < 2 ? <p className="mt-6 text-muted">{tSearch("search.tooShort")}</p> : null}
      {nothing ? (
        <p className="mt-6 text-lg" role="status">
          {tSearch("search.none", { q })}
        </p>
      ) : null}

      {brands.length > 0 ? (
        <section aria-labelledby="search-brands" className="mt-10">
          <h2 id="search-brands" className="mb-4 text-xl font-bold">
            {tSearch("search.brands")}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link
                  to={brandPath(brand)}
                  className="card flex items-center gap-3 py-2 pl-2 pr-4 font-semibold hover:border-accent-300"
                >
                  <BrandMark brand={brand} size="sm" />
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {models.length > 0 ? (
        <section aria-labelledby="search-models" className="mt-10">
          <h2 id="search-models" className="mb-4 text-xl font-bold">
            {tSearch("search.models")}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {models.map((model) => (
              <li
                key={model.id}
                data-link-card
                className="card flex items-center gap-3 p-4 hover:border-accent-300"
              >
                <BrandMark brand={model.brand} size="sm" />
                <div className="min-w-0">
                  <Link to={modelPath(model.brand, model)} className="font-bold hover:text-link">
                    {model.brand.name} {model.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {bodyLabels[model.body]} · {energyLabels[model.energy]}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
