import type { BrandLogo } from "~/shared/lib/brand-logo";
import { Form } from "react-router";
import { ImageField, UploadForm } from "~/features/admin/components/image-field";
import type { AdminPhotosMessages } from "~/features/admin/text/photos";
import { usePending } from "~/shared/forms/use-pending";
import { useText } from "~/shared/i18n/use-text";
import { BrandMark } from "~/shared/ui/brand-mark";
import { DealerMark } from "~/shared/ui/dealer-mark";
import { Icon } from "~/shared/ui/icon";

/**
 * A brand's or dealer's logo in the back office: the current one (or what the site shows without one), the upload of a new one, its
 * removal.
 */
export function LogoEditor({
  item,
  intro,
  fileHint,
  error,
}: {
  /** `logo` is what a brand shows without an uploaded logo (brandLogoOf), null for a dealer. */
  item: { name: string; colour: string; logoUrl: string | null; logo: BrandLogo | null; initials: string };
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
        {item.logo ? (
          <BrandMark brand={{ name: item.name, logo: item.logo }} size="lg" />
        ) : (
          <DealerMark dealer={item} size="lg" />
        )}
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
