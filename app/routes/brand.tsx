import { data, Link, redirect } from "react-router";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { BrandMark } from "~/components/ui/brand-mark";
import { t } from "~/lib/i18n";
import { bodyLabels, energyLabels } from "~/lib/labels";
import { brandPath, modelPath } from "~/lib/links";
import { pageMeta } from "~/lib/meta";
import { numericParam } from "~/lib/route-params";
import { getBrand } from "~/server/catalogue.server";
import type { Route } from "./+types/brand";
import { tCatalogue } from "~/locales/en/catalogue";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = numericParam(params.id, request);
  const brand = await getBrand(context.db, id);
  if (!brand) throw data(t("error.pageNotFound", { path: new URL(request.url).pathname }), { status: 404 });
  if (params.slug !== brand.slug) throw redirect(brandPath(brand) + new URL(request.url).search, 301);
  return { brand, siteUrl: context.env.SITE_URL };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: "Imodoka" }];
  const { brand, siteUrl } = loaderData;
  return pageMeta({
    title: `${brand.name} new car prices in Rwanda`,
    description: `All ${brand.models.length} ${brand.name} models sold new in Rwanda: versions, specifications and prices in RWF.`,
    siteUrl,
    path: brandPath(brand),
  });
};

export default function Brand({ loaderData: { brand } }: Route.ComponentProps) {
  return (
    <div className="container-page py-8 sm:py-12">
      <Breadcrumbs
        items={[
          { label: tCatalogue("breadcrumb.home"), to: "/" },
          { label: tCatalogue("breadcrumb.carGuide"), to: "/auto-guide" },
          { label: tCatalogue("breadcrumb.newCars"), to: "/auto-guide/new-cars" },
          { label: brand.name },
        ]}
      />
      <header className="mt-6 flex items-center gap-5">
        <BrandMark brand={brand} size="lg" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{brand.name}</h1>
          <p className="mt-1 text-muted">
            {tCatalogue("brand.models", { count: brand.models.length })}
            {brand.distributor ? ` · ${brand.distributor}` : ""}
          </p>
        </div>
      </header>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {brand.models.map((model) => (
          <li
            key={model.id}
            data-link-card
            className="card p-5 transition hover:-translate-y-0.5 hover:border-accent-300"
          >
            <Link to={modelPath(brand, model)} className="text-lg font-bold hover:text-link">
              {brand.name} {model.name}
            </Link>
            <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
              <span className="rounded-full bg-raised px-2.5 py-1">{bodyLabels[model.body]}</span>
              <span
                className={`rounded-full px-2.5 py-1 ${model.energy === "electric" ? "bg-ok/15 text-ok" : "bg-raised"}`}
              >
                {energyLabels[model.energy]}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
