import { Form } from "react-router";
import { ImageField, UploadForm } from "~/features/admin/components/image-field";
import { ALT_FIELD, PHOTO_FIELD, type PhotosAnswer } from "~/features/admin/photos";
import type { AdminPhotosMessages } from "~/features/admin/text/photos";
import { Field } from "~/shared/forms/fields";
import { usePending } from "~/shared/forms/use-pending";
import { useText } from "~/shared/i18n/use-text";
import type { Picture } from "~/shared/lib/images";
import { Icon } from "~/shared/ui/icon";
import { PictureImg } from "~/shared/ui/picture";

interface Page {
  /** What the first photo is for, and what the site shows without photos: worded for the gallery's owner. */
  intro: string;
  none: string;
  photos: { id: number; alt: string; picture: Picture }[];
  count: string;
  full: string | null;
  filesHint: string;
  altHint: string;
}

/** Move up and Move down: each is off for the photo already at that end. */
const moves = [
  { intent: "up", icon: "chevron-up", last: false },
  { intent: "down", icon: "chevron-down", last: true },
] as const;

/** An alt text's input in the form kit's frame (this page draws its controls in `Field`: see decision 0019). */
function AltField(props: { id: string; label: string; hint?: string; value: string; error?: string }) {
  const { value, ...frame } = props;
  return (
    <Field {...frame}>
      {(aria) => (
        <input
          id={props.id}
          name={ALT_FIELD}
          defaultValue={value}
          autoComplete="off"
          className="field-input"
          {...aria}
        />
      )}
    </Field>
  );
}

/**
 * A model's or a version's gallery in the back office: each photo with its alt text, Move up / Move down and
 * Delete (one small form each), then the upload of new photos. Plain forms: it all works without JavaScript.
 */
export function ItemPhotos({ page, answer }: { page: Page; answer: PhotosAnswer | undefined }) {
  const t = useText<AdminPhotosMessages>();
  const pending = usePending();
  const upload = answer?.form === "upload" ? answer : undefined;
  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-muted">{page.intro}</p>
      <section aria-labelledby="photos-list">
        <h2 id="photos-list" className="mb-3 text-xl font-bold">
          {page.count}
        </h2>
        {page.photos.length ? (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.photos.map((photo, index) => {
              const position = index + 1;
              const refused = answer?.form === "photo" && answer.photoId === photo.id ? answer : undefined;
              const label = t("admin.photos.photoLabel", { position });
              return (
                <li key={photo.id} className="card overflow-hidden">
                  <div className="relative">
                    <PictureImg
                      picture={photo.picture}
                      alt={photo.alt || label}
                      lazy={index > 2}
                      className="aspect-[3/2] w-full object-cover"
                    />
                    <span className="absolute top-2 left-2 rounded-full bg-surface/90 px-2.5 py-0.5 text-xs font-bold">
                      {index === 0 ? t("admin.photos.first") : label}
                    </span>
                  </div>
                  <Form method="post" className="space-y-3 p-4">
                    <input type="hidden" name="photo" value={photo.id} />
                    <AltField
                      id={`photo-alt-${photo.id}`}
                      label={t("admin.photos.alt")}
                      value={refused?.values.alt ?? photo.alt}
                      error={refused?.errors.alt}
                    />
                    <div className="flex flex-wrap items-center gap-2">
                      <button
                        type="submit"
                        name="intent"
                        value="alt"
                        className="btn-ghost"
                        disabled={pending}
                      >
                        {t("admin.photos.saveAlt")}
                      </button>
                      {moves.map(({ intent, icon, last }) => (
                        <button
                          key={intent}
                          type="submit"
                          name="intent"
                          value={intent}
                          className="btn-ghost"
                          disabled={pending || index === (last ? page.photos.length - 1 : 0)}
                          aria-label={t(`admin.photos.${intent}Title`, { position })}
                          title={t(`admin.photos.${intent}`)}
                        >
                          <Icon name={icon} className="size-4" />
                        </button>
                      ))}
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="btn-danger ml-auto"
                        disabled={pending}
                        aria-label={t("admin.photos.deleteTitle", { position })}
                      >
                        <Icon name="trash-2" className="size-4" />
                        {t("admin.photos.delete")}
                      </button>
                    </div>
                  </Form>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="rounded-xl bg-raised px-4 py-3 text-sm">{page.none}</p>
        )}
      </section>

      <section aria-labelledby="photos-add">
        <h2 id="photos-add" className="mb-3 text-xl font-bold">
          {t("admin.photos.add")}
        </h2>
        {page.full ? (
          <p className="rounded-xl bg-raised px-4 py-3 text-sm font-medium">{page.full}</p>
        ) : (
          <UploadForm submit={t("admin.photos.upload")}>
            <ImageField
              id="photos-files"
              label={t("admin.photos.files")}
              hint={page.filesHint}
              error={upload?.errors[PHOTO_FIELD]}
              multiple
            />
            <AltField
              id="photos-alt"
              label={t("admin.photos.uploadAlt")}
              hint={page.altHint}
              value={upload?.values.alt ?? ""}
              error={upload?.errors.alt}
            />
          </UploadForm>
        )}
      </section>
    </div>
  );
}
