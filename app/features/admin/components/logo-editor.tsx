import { Form } from "react-router";
import { ImageField, UploadForm } from "~/features/admin/components/image-field";
import type { AdminPhotosMessages } from "~/features/admin/text/photos";
import { usePending } from "~/shared/forms/use-pending";
import { useText } from "~/shared/i18n/use-text";
import { BrandMark } from "~/shared/ui/brand-mark";
import { Icon } from "~/shared/ui/icon";

/**
 * A brand's or dealer's logo in the back office: the current one (or its tile), the upload of a new one, its
 * removal.
 */
export function LogoEditor({
  item,
  intro,
  fileHint,
  error,
}: {
  item: { name: string; colour: string; logoUrl: string | null };
  intro: string;
  fileHint: string;
  error: string | undefined;
}) {
  const t = useText<AdminPhotosMessages>();
  const pending = usePending();
  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-muted">{intro}</p>
      <section aria-labelledby="logo-current" className="card flex flex-wrap items-center gap-4 p-4 sm:p-6">
        <h2 id="logo-current" className="sr-only">
          {t("admin.logo.current")}
        </h2>
        <BrandMark brand={item} size="lg" />
        <p className="font-semibold">{item.logoUrl ? t("admin.logo.current") : t("admin.logo.none")}</p>
        {item.logoUrl ? (
          <Form method="post" className="ml-auto">
            <button type="submit" name="intent" value="remove" className="btn-danger" disabled={pending}>
              <Icon name="trash-2" className="size-4" />
              {t("admin.logo.remove")}
            </button>
          </Form>
        ) : null}
      </section>
      <UploadForm submit={t("admin.logo.upload")}>
        <ImageField id="logo-file" label={t("admin.logo.file")} hint={fileHint} error={error} />
      </UploadForm>
    </div>
  );
}
