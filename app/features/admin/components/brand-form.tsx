import { Form } from "react-router";
import type { BrandField } from "~/features/admin/brand-form";
import { PublishedField } from "~/features/admin/components/item-parts";
import type { AdminMessages } from "~/features/admin/text/admin";
import { InputField, TextareaField } from "~/shared/forms/controls";
import type { FieldErrors, FormValues } from "~/shared/forms/form-data";
import { FormMessage } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { useText } from "~/shared/i18n/use-text";

/**
 * The brand form, new or edit: what was typed (or the saved brand), a message beside each refused field and
 * one about the whole form. The hidden `updatedAt` is the version being edited (no lost updates).
 */
export function BrandForm({
  values,
  errors,
  formError,
  descriptionMax,
  submit,
}: {
  values: FormValues<BrandField>;
  errors: FieldErrors<BrandField>;
  formError: string | undefined;
  descriptionMax: number;
  submit: string;
}) {
  const t = useText<AdminMessages>();
  const pending = usePending();
  return (
    <Form method="post" noValidate className="card space-y-5 p-4 sm:p-6">
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <input type="hidden" name="updatedAt" value={values.updatedAt} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="brand-name"
          name="name"
          label={t("admin.brand.name")}
          defaultValue={values.name}
          error={errors.name}
          required
          autoComplete="off"
        />
        <InputField
          id="brand-slug"
          name="slug"
          label={t("admin.brand.slug")}
          hint={t("admin.brand.slugHint")}
          defaultValue={values.slug}
          error={errors.slug}
          autoComplete="off"
          spellCheck={false}
        />
        <InputField
          id="brand-colour"
          name="colour"
          label={t("admin.brand.colour")}
          hint={t("admin.brand.colourHint")}
          defaultValue={values.colour}
          error={errors.colour}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <InputField
          id="brand-country"
          name="country"
          label={t("admin.brand.country")}
          defaultValue={values.country}
          error={errors.country}
          autoComplete="off"
        />
      </div>
      <TextareaField
        id="brand-description"
        name="description"
        label={t("admin.brand.description")}
        hint={t("admin.brand.descriptionHint", { max: descriptionMax })}
        defaultValue={values.description}
        error={errors.description}
        rows={5}
      />
      <PublishedField
        id="brand-published"
        checked={values.published === "on"}
        label={t("admin.brand.published")}
        hint={t("admin.brand.publishedHint")}
      />
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? t("admin.brand.saving") : submit}
      </button>
    </Form>
  );
}
