/** An item's form (new or edit), drawn from the list of its fields (./brand-form, ./model-form). */
import { Form } from "react-router";
import { Control, type FieldSpec } from "~/features/admin/components/control";
import { HoursEditor } from "~/features/admin/components/hours-editor";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { FieldErrors, FormValues } from "~/shared/forms/form-data";
import { FormMessage } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { useText } from "~/shared/i18n/use-text";

/** A form's fields in its parts: a new part where a field names another `group` than the one before. */
function sections<F extends string>(fields: readonly FieldSpec<F>[]) {
  const parts: { legend: string | undefined; fields: FieldSpec<F>[] }[] = [];
  for (const field of fields) {
    const last = parts.at(-1);
    if (last && (field.group === undefined || field.group === last.legend)) last.fields.push(field);
    else parts.push({ legend: field.group, fields: [field] });
  }
  return parts;
}

/** A yes/no field ("Published"), its hint under the label. */
function Checkbox<F extends string>({
  form,
  field: { name, label, hint },
  checked,
}: {
  form: string;
  field: FieldSpec<F>;
  checked: boolean;
}) {
  const id = `${form}-${name}`;
  return (
    <div className="flex gap-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-accent-600"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * An item's form, new or edit: what was typed (or the saved item), a message beside each refused field and
 * one about the whole form. The hidden `updatedAt` is the version being edited (no lost updates).
 */
export function ItemForm<F extends string>({
  form,
  fields,
  values,
  errors,
  formError,
  submit,
  preview,
}: {
  form: string;
  fields: readonly FieldSpec<F>[];
  values: FormValues<NoInfer<F> | "updatedAt">;
  errors: FieldErrors<NoInfer<F> | "updatedAt">;
  formError: string | undefined;
  submit: string;
  /** A second button that sends the form back with its text shown as the site will show it, saving nothing. */
  preview?: string;
}) {
  const t = useText<AdminMessages>();
  const pending = usePending();
  return (
    <Form
      method="post"
      encType={fields.some((field) => field.type === "image") ? "multipart/form-data" : undefined}
      noValidate
      className="card space-y-5 p-4 sm:p-6"
    >
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <input type="hidden" name="updatedAt" value={values.updatedAt} />
      {sections(fields).map((section) => {
        const controls = (
          <div className="grid clear-left gap-5 sm:grid-cols-2">
            {section.fields.map((field) =>
              field.type === "checkbox" ? (
                <Checkbox key={field.name} form={form} field={field} checked={values[field.name] === "on"} />
              ) : field.type === "week" ? (
                <HoursEditor key={field.name} form={form} values={values} errors={errors} />
              ) : (
                <Control
                  key={field.name}
                  form={form}
                  field={field}
                  value={values[field.name]}
                  error={errors[field.name]}
                />
              ),
            )}
          </div>
        );
        return section.legend ? (
          <fieldset
            key={section.legend}
            className="border-t border-line pt-5 first-of-type:border-0 first-of-type:pt-0"
          >
            <legend className="float-left mb-4 w-full text-lg font-bold">{section.legend}</legend>
            {controls}
          </fieldset>
        ) : (
          <div key={section.fields[0]?.name}>{controls}</div>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t("admin.brand.saving") : submit}
        </button>
        {preview ? (
          <button type="submit" name="intent" value="preview" className="btn-ghost" disabled={pending}>
            {preview}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
