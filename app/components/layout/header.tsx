import { GitCompareArrows, Newspaper, Rss, Search, UserRound } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "react-router";
import { SubscribeLink } from "~/components/newsletter/subscribe-link";
import { t } from "~/lib/i18n";
import { mainMenu, mobileMenu } from "~/lib/menu";
import { MainMenu } from "./main-menu";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";

interface SiteLinks {
  name: string;
  linkedin: string;
  facebook: string;
}

const topIcon = "inline-flex size-9 items-center justify-center rounded-full hover:bg-white/10";

/** SPEC §2.4 top bar, §2.5 header with search, §2.6 menus. */
export function Header({ site }: { site: SiteLinks | undefined }) {
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
            {site ? (
              <>
                <a href={site.linkedin} className={topIcon} aria-label={t("topbar.linkedin")} rel="noopener">
                  <img src="/icons/linkedin.svg" alt="" width={16} height={16} />
                </a>
                <a href={site.facebook} className={topIcon} aria-label={t("topbar.facebook")} rel="noopener">
                  <img src="/icons/facebook.svg" alt="" width={16} height={16} />
                </a>
              </>
            ) : null}
            <a href="/atom.xml" className={topIcon} aria-label={t("topbar.rss")}>
              <Icon node={Rss} className="size-4" />
            </a>
          </div>
        </div>
      </div>

      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-2 py-2 sm:gap-x-4 lg:flex-nowrap lg:py-3">
        <MobileMenu items={mobileMenu} />
        <Link
          to="/"
          className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight"
          aria-label={t("header.home")}
        >
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{site?.name ?? "Imodoka"}</span>
        </Link>

        <Form
          method="get"
          action="/new-cars/search"
          role="search"
          className="order-last w-full lg:order-none lg:mx-6 lg:max-w-xl lg:flex-1"
        >
          <label htmlFor="header-search" className="sr-only">
            {t("header.search.label")}
          </label>
          <div className="flex h-11 items-center rounded-full border border-line bg-raised focus-within:border-accent-500 focus-within:bg-surface">
            <input
              id="header-search"
              name="q"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t("header.search.placeholder")}
              className="h-full min-w-0 flex-1 rounded-l-full bg-transparent pl-5 text-base outline-none placeholder:text-muted"
            />
            <button
              type="submit"
              className="mr-1 inline-flex size-9 items-center justify-center rounded-full bg-accent-600 text-white hover:bg-accent-700"
              aria-label={t("header.search.submit")}
            >
              <Icon node={Search} className="size-[18px]" />
            </button>
          </div>
        </Form>

        <nav aria-label="Account and tools" className="ml-auto flex items-center gap-1">
          <Link
            to="/comparator"
            className="icon-btn sm:w-auto sm:gap-2 sm:px-3"
            aria-label={t("header.compare")}
          >
            <Icon node={GitCompareArrows} className="size-5" />
            <span className="hidden text-sm font-semibold sm:inline">{t("header.compare")}</span>
          </Link>
          <Link to="/auto-news/all-news" className="icon-btn" aria-label={t("header.news")}>
            <Icon node={Newspaper} className="size-5" />
          </Link>
          <Link
            to="/login"
            className="btn-primary ml-1 h-10 min-h-0 px-3 sm:px-4"
            aria-label={t("header.login")}
          >
            <Icon node={UserRound} className="size-[18px]" />
            <span className="hidden sm:inline">{t("header.login")}</span>
          </Link>
        </nav>
      </div>
      <MainMenu items={mainMenu} />
    </header>
  );
}
