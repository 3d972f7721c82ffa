import { bannerFields } from "~/features/admin/banner-form";
import { bannerForEdit } from "~/features/admin/banners.server";
import { bannerFormFields } from "~/features/admin/components/banner-form";
import { BannerPreview } from "~/features/admin/components/banner-preview";
import { ItemPage } from "~/features/admin/components/item-parts";
import { itemForEdit, saveBannerForm } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { adminText, type AdminMessages } from "~/features/admin/text/admin";
import { textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { IMAGE_MAX_BYTES } from "~/shared/lib/images";
import type { Route } from "./+types/admin-banner-edit";

/** /admin/banners/:id: the banner's form, its preview in its placement, and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { item, ...page } = await itemForEdit(context, request, params.id, {
    entityType: "banner",
    fields: bannerFields,
    load: bannerForEdit,
  });
  const t = textFor(adminText, context.locale);
  const { id, placement, imageUrl, width, height, linkUrl, alt } = item;
  return {
    ...page,
    banner: { id, placement, imageUrl, width, height, linkUrl, alt },
    pictureHint: t("admin.banner.pictureKeep", { mb: IMAGE_MAX_BYTES / 1024 / 1024 }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveBannerForm(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/banners/${data?.banner.id}`, (t) => ({
    title: t("admin.banner.editTitle", { id: data?.banner.id ?? "" }),
    description: t("admin.banners.description"),
  }));

export default function AdminBannerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { banner, values, done, history, pictureHint } = loaderData;
  return (
    <ItemPage
      back={{ to: "/admin/banners", label: t("admin.banner.back") }}
      title={t("admin.banner.editTitle", { id: banner.id })}
      done={done}
      created={t("admin.banner.created")}
      history={history}
      form="banner"
      fields={bannerFormFields(t, { hint: pictureHint })}
      submit={t("admin.brand.save")}
      loaded={values}
      refused={actionData}
    >
      <BannerPreview banner={banner} placement={banner.placement} stale={Boolean(actionData)} />
    </ItemPage>
  );
}
