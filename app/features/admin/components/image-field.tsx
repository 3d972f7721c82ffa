import { IMAGE_ACCEPT, PHOTO_FIELD } from "~/features/admin/photos";
import { Field, type FieldFrame } from "~/shared/forms/fields";

/** The file picker of an image upload, in the form kit's frame (the server checks what each file contains). */
export function ImageField({ multiple = false, ...frame }: FieldFrame & { multiple?: boolean }) {
  return (
    <Field {...frame}>
      {(aria) => (
        <input
          id={frame.id}
          type="file"
          name={PHOTO_FIELD}
          multiple={multiple}
          accept={IMAGE_ACCEPT}
          className="field-input"
          {...aria}
        />
      )}
    </Field>
  );
}
