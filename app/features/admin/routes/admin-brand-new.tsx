import { BRAND_LIMITS } from "~/features/admin/brand-form";
import { BackToList } from "~/features/admin/components/item-parts";
import { BrandForm } from "~/features/admin/components/brand-form";
import { requireEditor, saveBrandForm } from "~/features/admin/http.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { adminPageMeta } from "~/features/admin/meta";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-brand-new";

/** A new brand starts published, with the site's accent colour. */
const blank = {
  name: "",
  slug: "",
  colour: "#0F766E",
  country: "",
  description: "",
  published: "on",
  updatedAt: "",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  return { siteUrl: context.env.SITE_URL };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveBrandForm(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/brands/new", (t) => ({
    title: t("admin.brand.newTitle"),
    description: t("admin.brands.description"),
  }));

export default function AdminBrandNew({ actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <>
      <BackToList to="/admin/brands" label={t("admin.brand.back")} />
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t("admin.brand.newTitle")}</h1>
      <BrandForm
        values={actionData?.values ?? blank}
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
        descriptionMax={BRAND_LIMITS.description}
        submit={t("admin.brand.create")}
      />
    </>
  );
}
