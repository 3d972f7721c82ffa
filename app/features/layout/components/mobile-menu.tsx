import { Icon } from "~/shared/ui/icon";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import type { StoredUser } from "~/features/accounts/auth-popup";
import { POST_LISTING_PATH } from "~/shared/lib/links";
import { useText } from "~/features/layout/use-text";
import type { MenuItem } from "~/features/layout/menu";
import { ServerPart } from "~/shared/ui/server-part";

/** A section's own page first, then its children. */
function withParent(item: MenuItem): MenuItem[] {
  const children = item.children ?? [];
  return children.some((child) => child.route === item.route)
    ? children
    : [{ label: item.description ?? item.label, route: item.route }, ...children];
}

/** The phone menu's sections and links, plain HTML: a server part (decision 0028) of the root loader. */
export function MobileMenuNav({ items, label }: { items: readonly MenuItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="p-2">
        {items.map((item) => (
          <li key={item.label} className="border-b border-line last:border-0">
            {item.children ? (
              <details className="group">
                <summary className="mobile-menu-summary">
                  {item.label}
                  <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
                </summary>
                <ul className="pb-2 pl-3">
                  {withParent(item).map((child) => (
                    <li key={child.route}>
                      <Link to={child.route} className="mobile-menu-sublink">
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <Link to={item.route} className="mobile-menu-link">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * SPEC §2.6 mobile side menu, a popover drawer that works without JavaScript; below it, the visitor's
 * account in words: "My account" and "Log out" signed in, "Log in" signed out (SPEC §2.7).
 */
export function MobileMenu({ nav, user }: { nav: string | undefined; user: StoredUser | null }) {
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
            <img src="/favicon.svg" alt="" width={32} height={32} loading="lazy" />
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
        <ServerPart id="mobile-menu-nav" html={nav} />
        <div className="flex flex-wrap gap-2 border-t border-line p-4">
          {user ? (
            <>
              <Link
                to="/account"
                className="btn-ghost flex-1"
                aria-label={t("header.account", { name: user.name })}
              >
                <Icon name="user-round" className="size-[18px]" />
                {t("header.myAccount")}
              </Link>
              <Form method="post" action="/logout" className="flex flex-1">
                <button type="submit" className="btn-ghost flex-1">
                  <Icon name="log-out" className="size-[18px]" />
                  {t("header.logout")}
                </button>
              </Form>
            </>
          ) : (
            // As the header's login: for /poster-une-annonce, whose links open the sign-in popup when signed out
            // (AuthPopupHost's rule); the menu closes as the popup opens over it.
            <Link to={POST_LISTING_PATH} className="btn-primary flex-1" aria-haspopup="dialog">
              <Icon name="user-round" className="size-[18px]" />
              {t("header.login")}
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
