import { bannerFormFields } from "~/features/admin/components/banner-form";
import { ItemPage } from "~/features/admin/components/item-parts";
import { newBannerValues } from "~/features/admin/banners.server";
import { requireEditor, saveBannerForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { adminText, type AdminMessages } from "~/features/admin/text/admin";
import { textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { IMAGE_MAX_BYTES } from "~/shared/lib/images";
import type { Route } from "./+types/admin-banner-new";

/** A new banner: on the home page, weighing 1, shown as soon as it is saved. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const t = textFor(adminText, context.locale);
  return {
    values: newBannerValues(),
    pictureHint: t("admin.banner.pictureHint", { mb: IMAGE_MAX_BYTES / 1024 / 1024 }),
    siteUrl: context.env.SITE_URL,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveBannerForm(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/banners/new", (t) => ({
    title: t("admin.banner.newTitle"),
    description: t("admin.banners.description"),
  }));

export default function AdminBannerNew({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ItemPage
      back={{ to: "/admin/banners", label: t("admin.banner.back") }}
      title={t("admin.banner.newTitle")}
      form="banner"
      fields={bannerFormFields(t, { hint: loaderData.pictureHint })}
      submit={t("admin.banner.create")}
      loaded={loaderData.values}
      refused={actionData}
    />
  );
}
