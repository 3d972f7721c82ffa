import { Link } from "react-router";
import { BRAND_LIMITS } from "~/features/admin/brand-form";
import { BrandForm } from "~/features/admin/components/brand-form";
import { requireEditor, saveBrandForm } from "~/features/admin/http.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { metaText } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { privatePageMeta } from "~/shared/lib/private-meta";
import { Icon } from "~/shared/ui/icon";
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

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<AdminMessages>(matches);
  return privatePageMeta(
    data && {
      title: t("admin.brand.newTitle"),
      description: t("admin.brands.description"),
      siteUrl: data.siteUrl,
      path: "/admin/brands/new",
    },
  );
};

export default function AdminBrandNew({ actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <>
      <Link
        to="/admin/brands"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link"
      >
        <Icon name="chevron-left" className="size-4" />
        {t("admin.brand.back")}
      </Link>
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
