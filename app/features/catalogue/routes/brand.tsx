import { Link, redirect } from "react-router";
import { ModelGrid } from "~/features/catalogue/components/model-card";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { guideTrail } from "~/features/catalogue/trails";
import { BrandMark } from "~/shared/ui/brand-mark";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { ChipLink } from "~/shared/ui/chip-link";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { brandPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { numericParam } from "~/shared/http/route-params";
import { brandPageText, type BrandPageMessages } from "~/features/catalogue/text/brand-page";
import { catalogueServerText } from "~/features/catalogue/text/catalogue-server";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { getBrand } from "~/features/catalogue/catalogue.server";
import { bodyTypes, energies } from "~/shared/lib/vehicle";
import { missingItem } from "~/features/catalogue/http.server";
import type { Route } from "./+types/brand";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = numericParam(params.id, request, context.locale);
  const url = new URL(request.url);
  const body = bodyTypes.find((b) => b === url.searchParams.get("body"));
  const energy = energies.find((e) => e === url.searchParams.get("energy"));
  const { locale } = context;
  // The brand's models change with the back office only: kept per brand, locale and filters until they do.
  const brand = await context.keep(`brand-page:${[id, locale, body, energy].join(":")}`, () =>
    getBrand(context.db, id, locale, { body, energy }),
  );
  if (!brand) return missingItem(context, request, { brandId: id });
  if (params.slug !== brand.slug) throw redirect(brandPath(brand) + url.search, 301);
  const tServer = textFor(catalogueServerText, locale);
  const seo = {
    title: tServer("brand.title", { brand: brand.name }),
    description: tServer("brand.description", { brand: brand.name, count: brand.total }),
    path: brandPath(brand),
  };
  const breadcrumbs = breadcrumbItems(guideTrail(locale, [brand.name, brandPath(brand)]));
  return {
    brand,
    breadcrumbs,
    body: body ?? null,
    energy: energy ?? null,
    meta: seoMeta(seo, context.env.SITE_URL),
    text: messagesFor(locale, brandPageText),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

/** The brand page's URL with one filter changed (null removes it). */
function filterHref(
  current: { body: string | null; energy: string | null },
  change: Partial<typeof current>,
) {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.body) params.set("body", next.body);
  if (next.energy) params.set("energy", next.energy);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

function FilterChips({
  label,
  options,
  selected,
  href,
}: {
  label: string;
  options: { value: string | null; label: string }[];
  selected: string | null;
  href: (value: string | null) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-muted">{label}:</span>
      {options.map((option) => (
        <ChipLink
          key={option.value ?? "all"}
          to={href(option.value)}
          preventScrollReset
          active={option.value === selected}
          className="inline-flex min-h-9 items-center rounded-full border px-3 font-semibold"
        >
          {option.label}
        </ChipLink>
      ))}
    </nav>
  );
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  const t = useText<BrandPageMessages>();
  const current = { body: loaderData.body, energy: loaderData.energy };
  const all = t("brand.all");
  // One row of chips per filter, for a brand with more than one kind to choose from.
  const filters = [
    {
      name: "body" as const,
      label: t("brand.filterBody"),
      kinds: brand.bodies,
      options: bodyTypes
        .filter((b) => brand.bodies.includes(b))
        .map((b) => ({ value: b, label: bodyLabels[b] })),
    },
    {
      name: "energy" as const,
      label: t("brand.filterEnergy"),
      kinds: brand.energies,
      options: energies
        .filter((e) => brand.energies.includes(e))
        .map((e) => ({ value: e, label: energyLabels[e] })),
    },
  ].filter((filter) => filter.kinds.length > 1);
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={loaderData.breadcrumbs} />
      <header className="mt-6 flex items-center gap-5">
        <BrandMark brand={brand} size="lg" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t("brand.heading", { brand: brand.name })}
          </h1>
          <p className="mt-1 text-muted">
            {t("brand.models", { count: brand.total })}
            {brand.distributor ? ` · ${t("brand.distributor", { name: brand.distributor })}` : ""}
          </p>
        </div>
      </header>

      {filters.length ? (
        <div className="mt-6 space-y-3">
          {filters.map((filter) => (
            <FilterChips
              key={filter.name}
              label={filter.label}
              options={[{ value: null, label: all }, ...filter.options]}
              selected={current[filter.name]}
              href={(value) => filterHref(current, { [filter.name]: value })}
            />
          ))}
        </div>
      ) : null}

      <p className="mt-6 text-sm text-muted" role="status">
        {t("brand.showing", { count: brand.models.length })}
      </p>
      {brand.models.length ? (
        <ModelGrid
          models={brand.models}
          className="model-rows mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
        />
      ) : (
        <p className="mt-3">
          {t("brand.none")}{" "}
          <Link to="?" className="font-semibold text-link underline">
            {t("brand.clear")}
          </Link>
        </p>
      )}
    </div>
  );
}
