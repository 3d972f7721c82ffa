import { brandFormFields } from "~/features/admin/components/brand-form";
import type { FieldSpec } from "~/features/admin/components/control";
import { modelFormFields } from "~/features/admin/components/model-form";
import { versionFormFields } from "~/features/admin/components/version-form";
import { dealFormFields } from "~/features/admin/components/deal-form";
import { dealerFormFields } from "~/features/admin/components/dealer-form";
import { bannerFormFields } from "~/features/admin/components/banner-form";
import { newsFormFields } from "~/features/admin/components/news-form";
import { guideFormFields } from "~/features/admin/components/guide-form";
import type { KindForm } from "~/features/admin/kinds";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

/** An item's form fields, by its kind, with the choices its loader sent. */
export function kindFormFields(t: Translate<AdminMessages>, form: KindForm): FieldSpec<string>[] {
  switch (form.kind) {
    case "brands":
      return brandFormFields(t);
    case "models":
      return modelFormFields(t, form.choices);
    case "versions":
      return versionFormFields(t, form.choices);
    case "deals":
      return dealFormFields(t, form.choices);
    case "dealers":
      return dealerFormFields(t, form.choices);
    case "banners":
      return bannerFormFields(t, form.choices);
    case "news":
      return newsFormFields(t, form.choices.categories);
    case "guides":
      return guideFormFields(t, form.choices.sections);
  }
}
