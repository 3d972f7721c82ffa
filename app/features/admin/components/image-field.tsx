/** The parts of the back office's upload pages: a file field, and the form that sends it. */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { IMAGE_ACCEPT, PHOTO_FIELD } from "~/features/admin/photos";
import { Field, type FieldFrame } from "~/shared/forms/fields";
import { usePending } from "~/shared/forms/use-pending";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";

/** A file picker in the form kit's frame: the files sent under `name`, of the types `accept` lists. */
export function FileField({
  name,
  accept,
  multiple = false,
  required,
  ...frame
}: FieldFrame & { name: string; accept: string; multiple?: boolean; required?: boolean }) {
  return (
    <Field {...frame}>
      {(aria) => (
        <input
          id={frame.id}
          type="file"
          name={name}
          multiple={multiple}
          accept={accept}
          required={required}
          className="field-input"
          {...aria}
        />
      )}
    </Field>
  );
}

/** The file picker of an image upload (the server checks what each file contains). */
export function ImageField(props: FieldFrame & { multiple?: boolean }) {
  return <FileField name={PHOTO_FIELD} accept={IMAGE_ACCEPT} {...props} />;
}

/** An upload's form (multipart, checked by the server): its fields, then the button that sends them. */
export function UploadForm({
  submit,
  icon = "camera",
  children,
}: {
  submit: string;
  icon?: IconName;
  children: ReactNode;
}) {
  const pending = usePending();
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="card space-y-5 p-4 sm:p-6">
      {children}
      <button type="submit" className="btn-primary" disabled={pending}>
        <Icon name={icon} className="size-4" />
        {submit}
      </button>
    </Form>
  );
}
