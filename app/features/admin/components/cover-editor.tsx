import { Form } from "react-router";
import { ALT_FIELD } from "~/features/admin/photos";
import { ImageField, UploadForm } from "~/features/admin/components/image-field";
import type { AdminPhotosMessages } from "~/features/admin/text/photos";
import { InputField } from "~/shared/forms/controls";
import { FormMessage } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { useText } from "~/shared/i18n/use-text";
import { Icon } from "~/shared/ui/icon";

/**
 * An article's featured image in the back office: the current one (a news article's drawing until one is
 * uploaded; a guide may have none), its removal where allowed, and the upload of a new one with its alt text.
 */
export function CoverEditor({
  article,
  intro,
  current,
  removable,
  fileHint,
  altHint,
  refused,
}: {
  article: { coverUrl: string | null; coverAlt: string };
  intro: string;
  /** What the image shown is: the current one, or none uploaded yet. */
  current: string;
  removable: boolean;
  fileHint: string;
  altHint: string;
  refused: { values: { alt: string }; errors: { alt?: string; photo?: string } } | undefined;
}) {
  const t = useText<AdminPhotosMessages>();
  const pending = usePending();
  const errors = refused?.errors ?? {};
  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-muted">{intro}</p>
      <section aria-labelledby="cover-current" className="card space-y-3 p-4 sm:p-6">
        <h2 id="cover-current" className="font-semibold">
          {current}
        </h2>
        {article.coverUrl ? (
          <img
            src={article.coverUrl}
            alt={article.coverAlt}
            width={640}
            height={360}
            className="aspect-video w-full max-w-md rounded-lg bg-raised object-cover"
          />
        ) : null}
        {article.coverAlt ? <p className="text-sm text-muted">{article.coverAlt}</p> : null}
        {removable ? (
          <Form method="post">
            <button type="submit" name="intent" value="remove" className="btn-danger" disabled={pending}>
              <Icon name="trash-2" className="size-4" />
              {t("admin.cover.remove")}
            </button>
          </Form>
        ) : null}
      </section>
      <UploadForm submit={t("admin.cover.upload")}>
        {errors.photo || errors.alt ? <FormMessage>{errors.photo ?? errors.alt}</FormMessage> : null}
        <ImageField id="cover-file" label={t("admin.cover.file")} hint={fileHint} error={errors.photo} />
        <InputField
          id="cover-alt"
          name={ALT_FIELD}
          label={t("admin.cover.alt")}
          hint={altHint}
          error={errors.alt}
          required
          defaultValue={refused?.values.alt ?? article.coverAlt}
          autoComplete="off"
        />
      </UploadForm>
    </div>
  );
}
