import { Icon } from "~/shared/ui/icon";
import { Form, Link } from "react-router";
import type { StoredUser } from "~/features/accounts/auth-popup";
import { POST_LISTING_PATH } from "~/shared/lib/links";
import { SubscribeLink } from "~/features/newsletter/components/subscribe-link";
import { useBasket } from "~/features/comparator/components/basket";
import { comparatorPath, MAX_COMPARED } from "~/features/comparator/compare";
import { useText } from "~/features/layout/use-text";
import type { MainMenuEntry } from "./main-menu";
import { MainMenu, MobileMenu } from "./islands";
import { SearchBox } from "../../search/components/search-box";
import { ThemeToggle } from "./theme-toggle";

interface SiteLinks {
  name: string;
  linkedin: string;
  facebook: string;
}

const topIcon = "topbar-icon";

/** SPEC §2.4 top bar, §2.5 header with search, §2.6 menus. */
export function Header({
  site,
  menus,
  user,
}: {
  site: SiteLinks;
  /** `mobile`: the phone menu's list, a server part; so are the desktop menu's submenus. */
  menus: { main: readonly MainMenuEntry[]; mobile: string | undefined };
  /** The signed-in visitor, or null: login or logout in the header (SPEC §2.7). */
  user: StoredUser | null;
}) {
  const t = useText();
  const compared = useBasket();
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="topbar-row">
          <p className="topbar-tagline">{t("site.tagline")}</p>
          <Link to="/contact-us" className="topbar-link">
            {t("topbar.contact")}
          </Link>
          <SubscribeLink className="topbar-link" />
          <div className="flex items-center">
            <ThemeToggle />
            <a href={site.linkedin} className={topIcon} aria-label={t("topbar.linkedin")} rel="noopener">
              <img src="/icons/linkedin.svg" alt="" width={16} height={16} fetchPriority="low" />
            </a>
            <a href={site.facebook} className={topIcon} aria-label={t("topbar.facebook")} rel="noopener">
              <img src="/icons/facebook.svg" alt="" width={16} height={16} fetchPriority="low" />
            </a>
            <a href="/atom.xml" className={topIcon} aria-label={t("topbar.rss")}>
              <Icon name="rss" className="size-4" />
            </a>
          </div>
        </div>
      </div>

      <div className="header-row">
        <MobileMenu nav={menus.mobile} user={user} />
        <Link to="/" className="header-logo" aria-label={t("header.home")}>
          <img src="/favicon.svg" alt="" width={36} height={36} fetchPriority="low" />
          {/* Signed in, phones keep the mark alone: the account and logout controls need the room. */}
          <span className={user ? "max-sm:hidden" : undefined}>{site.name}</span>
        </Link>

        <SearchBox />

        <nav aria-label="Account and tools" className="header-tools">
          <Link
            to={comparatorPath(compared)}
            className="header-compare"
            aria-label={
              compared.length
                ? t("header.compareCount", { count: compared.length, max: MAX_COMPARED })
                : t("header.compare")
            }
          >
            <Icon name="git-compare-arrows" className="size-5" />
            <span className="header-compare-text">{t("header.compare")}</span>
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
              className="header-login"
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
