/** A banner in its placement, as the public page draws it (the public banner's own component), for the edit page. */
import type { AdminMessages } from "~/features/admin/text/admin";
import { BannerView } from "~/features/banners/components/banner";
import { useText } from "~/shared/i18n/use-text";
import type { BannerPlacement } from "~/shared/lib/value-sets";

/** How wide each placement is on its page: the home page's column, the guide's sidebar, an article's text. */
const frames: Record<BannerPlacement, string> = {
  "home-hero": "max-w-4xl",
  "guide-sidebar": "max-w-[18rem]",
  "article-inline": "max-w-3xl",
};

/** A few grey lines for the page around the banner. */
function Text({ lines }: { lines: number }) {
  return (
    <div aria-hidden="true" className="space-y-2">
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className={`h-2.5 rounded-full bg-line ${index === lines - 1 ? "w-2/3" : "w-full"}`}
        />
      ))}
    </div>
  );
}

export function BannerPreview({
  banner,
  placement,
  stale,
}: {
  banner: { imageUrl: string; width: number; height: number; linkUrl: string; alt: string };
  placement: BannerPlacement;
  /** The form was refused: the preview shows the saved banner, not what was typed. */
  stale: boolean;
}) {
  const t = useText<AdminMessages>();
  return (
    <section aria-labelledby="banner-preview" className="mt-10">
      <h2 id="banner-preview" className="text-xl font-bold">
        {t("admin.banner.preview")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        {t("admin.banner.previewIntro")} {stale ? t("admin.banner.previewSaved") : null}
      </p>
      <figure className="card overflow-hidden p-4 sm:p-6">
        <figcaption className="mb-4 text-sm font-semibold">{t(`admin.placement.${placement}`)}</figcaption>
        <div className={`mx-auto w-full space-y-6 ${frames[placement]}`}>
          <Text lines={placement === "guide-sidebar" ? 2 : 3} />
          <BannerView banner={banner} placement={placement} />
          <Text lines={2} />
        </div>
      </figure>
    </section>
  );
}
