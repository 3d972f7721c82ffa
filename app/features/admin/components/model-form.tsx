import { Form } from "react-router";
import { PublishedField } from "~/features/admin/components/item-parts";
import type { ModelField } from "~/features/admin/model-form";
import type { AdminMessages } from "~/features/admin/text/admin";
import { InputField, SelectField, TextareaField } from "~/shared/forms/controls";
import type { FieldErrors, FormValues } from "~/shared/forms/form-data";
import { FormMessage } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { useText } from "~/shared/i18n/use-text";

type Options = readonly { value: string; label: string }[];

/**
 * The model form, new or edit: what was typed (or the saved model), a message beside each refused field and
 * one about the whole form. The hidden `updatedAt` is the version being edited (no lost updates).
 */
export function ModelForm({
  values,
  errors,
  formError,
  choices,
  descriptionMax,
  submit,
}: {
  values: FormValues<ModelField>;
  errors: FieldErrors<ModelField>;
  formError: string | undefined;
  choices: { brands: Options; bodies: Options; energies: Options };
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
        <SelectField
          id="model-brand"
          name="brandId"
          label={t("admin.model.brand")}
          defaultValue={values.brandId}
          error={errors.brandId}
          placeholder={t("admin.model.chooseBrand")}
          options={choices.brands}
          required
        />
        <InputField
          id="model-name"
          name="name"
          label={t("admin.model.name")}
          defaultValue={values.name}
          error={errors.name}
          required
          autoComplete="off"
        />
        <InputField
          id="model-slug"
          name="slug"
          label={t("admin.brand.slug")}
          hint={t("admin.model.slugHint")}
          defaultValue={values.slug}
          error={errors.slug}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          id="model-body"
          name="body"
          label={t("admin.model.body")}
          defaultValue={values.body}
          error={errors.body}
          placeholder={t("admin.model.choose")}
          options={choices.bodies}
          required
        />
        <SelectField
          id="model-energy"
          name="energy"
          label={t("admin.model.energy")}
          defaultValue={values.energy}
          error={errors.energy}
          placeholder={t("admin.model.choose")}
          options={choices.energies}
          required
        />
        <InputField
          id="model-segment"
          name="segment"
          label={t("admin.model.segment")}
          hint={t("admin.model.segmentHint")}
          defaultValue={values.segment}
          error={errors.segment}
          autoComplete="off"
        />
        <InputField
          id="model-launched-on"
          name="launchedOn"
          type="date"
          label={t("admin.model.launchedOn")}
          hint={t("admin.model.launchedOnHint")}
          defaultValue={values.launchedOn}
          error={errors.launchedOn}
        />
      </div>
      <TextareaField
        id="model-description"
        name="description"
        label={t("admin.brand.description")}
        hint={t("admin.brand.descriptionHint", { max: descriptionMax })}
        defaultValue={values.description}
        error={errors.description}
        rows={5}
      />
      <PublishedField
        id="model-published"
        checked={values.published === "on"}
        label={t("admin.brand.published")}
        hint={t("admin.model.publishedHint")}
      />
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? t("admin.brand.saving") : submit}
      </button>
    </Form>
  );
}
