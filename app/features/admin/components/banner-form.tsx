import type { Options } from "~/features/admin/kinds";
import type { FieldSpec } from "~/features/admin/components/control";
import type { BannerField } from "~/features/admin/banner-form";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";
import { bannerPlacements } from "~/shared/lib/value-sets";

/** Where a banner can show, as staff read it. */
export const placementOptions = (t: Translate<AdminMessages>): Options =>
  bannerPlacements.map((placement) => ({ value: placement, label: t(`admin.placement.${placement}`) }));

/** The banner form's fields (drawn by ItemForm, sent as multipart for the picture). */
export const bannerFormFields = (
  t: Translate<AdminMessages>,
  picture: { hint: string },
): FieldSpec<BannerField>[] => [
  {
    name: "placement",
    label: t("admin.banner.placement"),
    options: placementOptions(t),
    placeholder: t("admin.banner.choosePlacement"),
    required: true,
  },
  { name: "photo", label: t("admin.banner.picture"), hint: picture.hint, type: "image" },
  {
    name: "alt",
    label: t("admin.banner.alt"),
    hint: t("admin.banner.altHint"),
    required: true,
    type: "textarea",
  },
  {
    name: "linkUrl",
    label: t("admin.banner.linkUrl"),
    hint: t("admin.banner.linkHint"),
    required: true,
    code: true,
  },
  {
    name: "activeFrom",
    label: t("admin.banner.activeFrom"),
    hint: t("admin.banner.momentHint"),
    type: "datetime-local",
  },
  {
    name: "activeTo",
    label: t("admin.banner.activeTo"),
    hint: t("admin.banner.momentHint"),
    type: "datetime-local",
  },
  {
    name: "weight",
    label: t("admin.banner.weight"),
    hint: t("admin.banner.weightHint"),
    inputMode: "numeric",
    required: true,
  },
];
