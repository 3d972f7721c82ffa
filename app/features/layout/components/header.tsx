import { Icon } from "~/shared/ui/icon";
import { Form, Link } from "react-router";
import type { StoredUser } from "~/features/accounts/auth-popup";
import { POST_LISTING_PATH } from "~/shared/lib/links";
import { SubscribeLink } from "~/features/newsletter/components/subscribe-link";
import { useBasket } from "~/features/comparator/components/basket";
import { comparatorPath, MAX_COMPARED } from "~/features/comparator/compare";
import { useText } from "~/features/layout/use-text";
import type { MenuItem } from "~/features/layout/menu";
import { MainMenu } from "./main-menu";
import { MobileMenu } from "./islands";
import { SearchBox } from "../../search/components/search-box";
import { ThemeToggle } from "./theme-toggle";

interface SiteLinks {
  name: string;
  linkedin: string;
  facebook: string;
}

const topIcon = "inline-flex size-9 items-center justify-center rounded-full hover:bg-white/10";

/** SPEC §2.4 top bar, §2.5 header with search, §2.6 menus. */
export function Header({
  site,
  menus,
  user,
}: {
  site: SiteLinks;
  menus: { main: readonly MenuItem[]; mobile: readonly MenuItem[] };
  /** The signed-in visitor, or null: login or logout in the header (SPEC §2.7). */
  user: StoredUser | null;
}) {
  const t = useText();
  const compared = useBasket();
  return (
    <header className="relative z-40 bg-surface shadow-sm">
      <div className="bg-[#0f1a3a] text-[13px] text-white">
        <div className="container-page flex h-10 items-center gap-3">
          <p className="min-w-0 flex-1 truncate font-medium text-white/90">{t("site.tagline")}</p>
          <Link to="/contact-us" className="hidden rounded px-1 font-medium hover:underline md:inline">
            {t("topbar.contact")}
          </Link>
          <SubscribeLink className="hidden rounded px-1 font-medium hover:underline md:inline" />
          <div className="flex items-center">
            <ThemeToggle />
            <a href={site.linkedin} className={topIcon} aria-label={t("topbar.linkedin")} rel="noopener">
              <img src="/icons/linkedin.svg" alt="" width={16} height={16} />
            </a>
            <a href={site.facebook} className={topIcon} aria-label={t("topbar.facebook")} rel="noopener">
              <img src="/icons/facebook.svg" alt="" width={16} height={16} />
            </a>
            <a href="/atom.xml" className={topIcon} aria-label={t("topbar.rss")}>
              <Icon name="rss" className="size-4" />
            </a>
          </div>
        </div>
      </div>

      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-2 py-2 sm:gap-x-4 lg:flex-nowrap lg:py-3">
        <MobileMenu items={menus.mobile} user={user} />
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight"
          aria-label={t("header.home")}
        >
          <img src="/favicon.svg" alt="" width={36} height={36} />
          {/* Signed in, phones keep the mark alone: the account and logout controls need the room. */}
          <span className={user ? "max-sm:hidden" : undefined}>{site.name}</span>
        </Link>

        <SearchBox />

        <nav aria-label="Account and tools" className="ml-auto flex items-center gap-1">
          <Link
            to={comparatorPath(compared)}
            className="icon-btn relative sm:w-auto sm:gap-2 sm:px-3"
            aria-label={
              compared.length
                ? t("header.compareCount", { count: compared.length, max: MAX_COMPARED })
                : t("header.compare")
            }
          >
            <Icon name="git-compare-arrows" className="size-5" />
            <span className="hidden text-sm font-semibold sm:inline">{t("header.compare")}</span>
            {compared.length ? (
              <span data-testid="compare-count" className="compare-count">
                {compared.length}
              </span>
            ) : null}
          </Link>
          {/* Signed in, phones lack room for it: news stays one tap away in the menu. */}
          <Link
            to="/auto-news/all-news"
            className={`icon-btn ${user ? "max-sm:hidden" : ""}`}
            aria-label={t("header.news")}
          >
            <Icon name="newspaper" className="size-5" />
          </Link>
          {user ? (
            <>
              {/* Labelled in words, on phones too (a caption under the icon). */}
              <Link
                to="/account"
                className="header-tool"
                aria-label={t("header.account", { name: user.name })}
              >
                <Icon name="user-round" className="size-5" />
                <span className="header-tool-text">{t("header.myAccount")}</span>
              </Link>
              <Form method="post" action="/logout">
                <button type="submit" className="header-tool">
                  <Icon name="log-out" className="size-5" />
                  <span className="header-tool-text">{t("header.logout")}</span>
                </button>
              </Form>
            </>
          ) : (
            // SPEC §2.7: login goes for /poster-une-annonce, which needs an account; signed out, the popup
            // opens instead (AuthPopupHost's rule for every link there). Without JavaScript that page sends
            // the visitor to /login.
            <Link
              to={POST_LISTING_PATH}
              className="btn-primary ml-1 h-10 min-h-0 px-3 sm:px-4"
              aria-label={t("header.login")}
              aria-haspopup="dialog"
            >
              <Icon name="user-round" className="size-[18px]" />
              <span className="hidden sm:inline">{t("header.login")}</span>
            </Link>
          )}
        </nav>
      </div>
      <MainMenu items={menus.main} />
    </header>
  );
}
