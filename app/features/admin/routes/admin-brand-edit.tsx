import { Link } from "react-router";
import { itemHistory } from "~/features/admin/audit.server";
import { BRAND_LIMITS } from "~/features/admin/brand-form";
import { brandForEdit } from "~/features/admin/brands.server";
import { ItemHistory } from "~/features/admin/components/item-parts";
import { BackToList } from "~/features/admin/components/item-parts";
import { BrandForm } from "~/features/admin/components/brand-form";
import { requireEditor, saveBrandForm } from "~/features/admin/http.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { notFound, numericParam } from "~/shared/http/route-params";
import { FormNotice } from "~/shared/forms/form-message";
import { adminPageMeta } from "~/features/admin/meta";
import { useText } from "~/shared/i18n/use-text";
import { brandPath } from "~/shared/lib/links";
import type { Route } from "./+types/admin-brand-edit";

/** /admin/brands/:id: the brand's form (with the version it shows) and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const id = numericParam(params.id, request, context.locale);
  const brand = await brandForEdit(context.db, id);
  if (!brand) notFound(request, context.locale);
  const { searchParams } = new URL(request.url);
  return {
    brand: { id: brand.id, name: brand.name, slug: brand.slug, published: brand.published },
    values: {
      name: brand.name,
      slug: brand.slug,
      colour: brand.colour,
      country: brand.country ?? "",
      description: brand.description ?? "",
      published: brand.published ? "on" : "",
      updatedAt: brand.updatedAt.toISOString(),
    },
    done: searchParams.has("created") ? "created" : searchParams.has("saved") ? "saved" : null,
    history: await itemHistory(context.db, "brand", id, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveBrandForm(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/brands/${data?.brand.id}`, (t) => ({
    title: t("admin.brand.editTitle", { name: data?.brand.name ?? "" }),
    description: t("admin.brands.description"),
  }));

export default function AdminBrandEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { brand, done, history } = loaderData;
  return (
    <>
      <BackToList to="/admin/brands" label={t("admin.brand.back")} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">
          {t("admin.brand.editTitle", { name: brand.name })}
        </h1>
        {brand.published ? (
          <Link to={brandPath(brand)} className="btn-ghost">
            {t("admin.brand.view")}
          </Link>
        ) : null}
      </div>
      {done && !actionData ? (
        <div className="mb-4">
          <FormNotice>{t(done === "created" ? "admin.brand.created" : "admin.brand.saved")}</FormNotice>
        </div>
      ) : null}
      <BrandForm
        key={loaderData.values.updatedAt}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
        descriptionMax={BRAND_LIMITS.description}
        submit={t("admin.brand.save")}
      />
      <ItemHistory entries={history} />
    </>
  );
}
