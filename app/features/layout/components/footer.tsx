import { Icon } from "~/shared/ui/icon";
import { useEffect, useRef, useState } from "react";
import { POST_LISTING_PATH, USED_MARKET_PATH } from "~/shared/lib/links";
import { LinkList } from "~/shared/ui/link-list";
import { useText } from "~/features/layout/use-text";
import { MASONRY_GAP, MASONRY_SSR_COLUMNS, masonryColumns } from "~/features/layout/masonry";
import { useInAppLinks } from "~/shared/ui/server-part";
import { useFooterGridHtml } from "./footer-grid-source";
import { completeIconSprite } from "../icon-sprite-client";

/**
 * SPEC §2.9: 2 columns as served, then as many as fit (180 px columns above a 490 px window, 110 below).
 * The grid's links are plain HTML (see footer-grid.ts); a click on one navigates within the app.
 */
function useBrandGrid() {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(MASONRY_SSR_COLUMNS);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer's first report comes once the page is laid out, so hydration forces no layout of its own;
    // a closed disclosure (phones) is not laid out and has nothing to fit until it opens.
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      if (width > 0) setColumns(masonryColumns(width, window.innerWidth));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useInAppLinks(ref);
  return { ref, columns };
}

export function Footer({ sisterSites }: { sisterSites: { label: string; url: string; country: string }[] }) {
  const t = useText();
  // The page came with its own icons. The footer hydrates after the page (an island), so this is when the
  // rest of the sprite comes, for whatever is drawn next (another page, a popup).
  useEffect(() => void completeIconSprite(), []);
  const { ref, columns } = useBrandGrid();
  const gridHtml = useFooterGridHtml();
  const footerLinks = [
    { to: "/", label: t("footer.home") },
    { to: USED_MARKET_PATH, label: t("menu.usedCars") },
    { to: POST_LISTING_PATH, label: t("menu.sell") },
    { to: "/newsletter", label: t("menu.newsletter") },
    { to: "/about-us", label: t("footer.about") },
    { to: "/privacy-policy-and-legal-notice", label: t("footer.privacy") },
    { to: "/contact-us", label: t("footer.contact") },
  ];
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <section aria-labelledby="footer-brands" className="container-page py-6 sm:py-10">
        <h2 id="footer-brands" className="text-lg font-bold leading-snug sm:mb-6">
          {t("footer.brandsHeading")}
        </h2>
        {/* Phones: one disclosure instead of several screens of links; wider screens: always open (app.css). */}
        <details className="footer-catalogue">
          <summary className="footer-catalogue-summary">
            {t("footer.showBrands")}
            <Icon name="chevron-down" className="size-5 shrink-0 transition-transform" />
          </summary>
          <div
            ref={ref}
            data-testid="brand-masonry"
            data-columns={columns}
            className="brand-grid pt-4 sm:pt-0"
            style={{ columnCount: columns, columnGap: MASONRY_GAP }}
            dangerouslySetInnerHTML={{ __html: gridHtml }}
          />
        </details>
      </section>

      {sisterSites.length > 0 ? (
        <section aria-labelledby="footer-network" className="border-t border-line">
          <div className="container-page py-5 sm:py-6">
            <h2 id="footer-network" className="mb-2 text-sm font-bold uppercase tracking-wide text-muted">
              {t("footer.network")}
            </h2>
            <ul className="flex flex-wrap gap-x-6 text-sm">
              {sisterSites.map((site) => (
                <li key={site.url}>
                  <a
                    href={site.url}
                    rel="noopener"
                    className="inline-flex min-h-8 items-center hover:text-link hover:underline"
                  >
                    {site.label}&nbsp;<span className="text-muted">({site.country})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-3 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:py-6">
          <nav aria-label="Footer">
            <LinkList
              links={footerLinks}
              className="grid grid-cols-2 gap-x-4 sm:flex sm:flex-wrap sm:gap-x-5 sm:gap-y-1"
              linkClassName="inline-flex min-h-10 items-center font-medium hover:text-link hover:underline sm:min-h-6"
            />
          </nav>
          <p className="text-muted">{t("footer.copyright")}</p>
        </div>
      </div>
    </footer>
  );
}
