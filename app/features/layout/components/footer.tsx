import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { brandPath, modelPath } from "~/shared/lib/links";
import { LinkList } from "~/shared/ui/link-list";
import { useText } from "~/features/layout/use-text";
import { MASONRY_GAP, MASONRY_SSR_COLUMNS, masonryColumns } from "~/features/layout/masonry";
import type { BrandWithModels } from "~/features/catalogue/view";

/** SPEC §2.9: 2 columns as served, then as many as fit (180 px columns above a 490 px window, 110 below). */
function useMasonryColumns() {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(MASONRY_SSR_COLUMNS);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setColumns(masonryColumns(element.clientWidth, window.innerWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, columns };
}

export function Footer({
  brands,
  sisterSites,
}: {
  brands: BrandWithModels[];
  sisterSites: { label: string; url: string; country: string }[];
}) {
  const t = useText();
  const { ref, columns } = useMasonryColumns();
  const footerLinks = [
    { to: "/", label: t("footer.home") },
    { to: "/about-us", label: t("footer.about") },
    { to: "/privacy-policy-and-legal-notice", label: t("footer.privacy") },
    { to: "/contact-us", label: t("footer.contact") },
  ];
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <section aria-labelledby="footer-brands" className="container-page py-10">
        <h2 id="footer-brands" className="mb-6 text-lg font-bold">
          {t("footer.brandsHeading")}
        </h2>
        <div
          ref={ref}
          data-testid="brand-masonry"
          data-columns={columns}
          style={{ columnCount: columns, columnGap: MASONRY_GAP }}
        >
          {brands.map((brand) => (
            <div key={brand.id} className="mb-4 break-inside-avoid">
              <h3 className="mb-1 text-sm font-bold">
                <Link to={brandPath(brand)} className="hover:text-link hover:underline">
                  {brand.name}
                </Link>
              </h3>
              <LinkList
                links={brand.models.map((model) => ({ to: modelPath(brand, model), label: model.name }))}
                className="max-h-[200px] overflow-y-auto text-[13px] text-muted"
                linkClassName="inline-flex min-h-6 items-center hover:text-link hover:underline"
                label={t("footer.modelsOf", { brand: brand.name })}
              />
            </div>
          ))}
        </div>
      </section>

      {sisterSites.length > 0 ? (
        <section aria-labelledby="footer-network" className="border-t border-line">
          <div className="container-page py-6">
            <h2 id="footer-network" className="mb-3 text-sm font-bold uppercase tracking-wide text-muted">
              {t("footer.network")}
            </h2>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {sisterSites.map((site) => (
                <li key={site.url}>
                  <a href={site.url} rel="noopener" className="hover:text-link hover:underline">
                    {site.label} <span className="text-muted">({site.country})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label="Footer">
            <LinkList
              links={footerLinks}
              className="flex flex-wrap gap-x-5 gap-y-2"
              linkClassName="inline-flex min-h-6 items-center font-medium hover:text-link hover:underline"
            />
          </nav>
          <p className="text-muted">{t("footer.copyright")}</p>
        </div>
      </div>
    </footer>
  );
}
