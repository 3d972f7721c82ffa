import { Link, useRouteLoaderData } from "react-router";
import { useText } from "~/features/layout/use-text";
import type { Banner as BannerData, BannerFeed } from "~/features/banners/banners";
import type { BannerPlacement } from "~/shared/lib/value-sets";
import type { RootData } from "~/root";

/** The feed as the app received it at start-up; later root data (after signing in) does not replace it. */
let startUpFeed: BannerFeed | undefined;

function useBannerFeed(): BannerFeed | undefined {
  const feed = useRouteLoaderData<RootData>("root")?.banners;
  if (typeof document === "undefined") return feed;
  startUpFeed ??= feed;
  return startUpFeed ?? feed;
}

/**
 * The banner of a placement (SPEC §7), or nothing. Labelled as advertising, visibly and for screen readers;
 * the picture's width and height reserve its room, so it never moves the page as it loads (lazily, being
 * below the fold everywhere it shows).
 */
export function Banner({ placement, className }: { placement: BannerPlacement; className?: string }) {
  const banner = useBannerFeed()?.data[placement];
  if (!banner) return null;
  return <BannerView banner={banner} placement={placement} className={className} />;
}

/** One banner as the public pages show it (also the back office's preview of a banner in its placement). */
export function BannerView({
  banner,
  placement,
  className,
}: {
  banner: Omit<BannerData, "id">;
  placement: BannerPlacement;
  className?: string;
}) {
  const t = useText();
  return (
    <aside aria-label={t("banner.label")} data-banner={placement} className={className}>
      <p className="mb-1.5 text-xs font-semibold uppercase tracking-wider text-muted">
        {t("banner.sponsored")}
      </p>
      <Link
        to={banner.linkUrl}
        className="block overflow-hidden rounded-(--radius-card) border border-line shadow-(--shadow-card) transition-transform hover:-translate-y-0.5"
      >
        <img
          src={banner.imageUrl}
          width={banner.width}
          height={banner.height}
          alt={banner.alt}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full"
        />
      </Link>
    </aside>
  );
}
