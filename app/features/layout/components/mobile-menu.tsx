import { Icon } from "~/shared/ui/icon";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useText } from "~/features/layout/use-text";
import type { MenuItem } from "~/features/layout/menu";

/** A section's own page first, then its children. */
function withParent(item: MenuItem): MenuItem[] {
  const children = item.children ?? [];
  return children.some((child) => child.route === item.route)
    ? children
    : [{ label: item.description ?? item.label, route: item.route }, ...children];
}

/** SPEC §2.6 mobile side menu, a popover drawer that works without JavaScript. */
export function MobileMenu({ items }: { items: readonly MenuItem[] }) {
  const t = useText();
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  }, [location]);

  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="icon-btn lg:hidden"
        aria-label={t("header.menu")}
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div ref={panel} id="mobile-menu" popover="auto" aria-label={t("header.menu")} className="mobile-menu">
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <Link to="/" className="flex items-center gap-2 text-lg font-extrabold">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            Imodoka
          </Link>
          <button
            type="button"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            className="icon-btn"
            aria-label={t("header.closeMenu")}
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <nav aria-label={t("header.menu")}>
          <ul className="p-2">
            {items.map((item) => (
              <li key={item.label} className="border-b border-line last:border-0">
                {item.children ? (
                  <details className="group">
                    <summary className="mobile-menu-summary">
                      {item.label}
                      <Icon
                        name="chevron-down"
                        className="size-5 transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <ul className="pb-2 pl-3">
                      {withParent(item).map((child) => (
                        <li key={child.route}>
                          <Link
                            to={child.route}
                            className="flex min-h-11 items-center rounded-lg px-3 text-muted hover:bg-raised hover:text-ink"
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <Link
                    to={item.route}
                    className="flex min-h-12 items-center rounded-lg px-3 font-semibold hover:bg-raised"
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
