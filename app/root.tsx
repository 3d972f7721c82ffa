import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { ClientBehaviour } from "~/features/layout/components/client-behaviour";
import { Footer, LeadButton } from "~/features/layout/components/islands";
import { Header } from "~/features/layout/components/header";
import { AuthPopupHost } from "~/features/accounts/components/auth-popup-host";
import { useNonce } from "~/features/layout/components/nonce";
import { ToastProvider } from "~/shared/ui/toast";
import { ICON_SPRITE_ID } from "~/shared/ui/icon";
import { errorScreen, errorScreenMessage } from "~/shared/lib/error-screen";
import { mainMenuWithNews, mobileMenu } from "~/features/layout/menu";
import { layoutText, serverOnlyLayoutKey, type LayoutMessages } from "~/features/layout/text/layout";
import { errorText } from "~/shared/i18n/errors";
import { localeOf } from "~/shared/i18n/locale";
import { messagesOnly, textFor } from "~/shared/i18n/text";
import { colorModeScript, forcedTheme } from "~/features/layout/theme";
import { resumeNavigationScript } from "~/features/layout/navigation-reload";
import { listNewsCategories } from "~/features/news/news.server";
import { authActionPaths } from "~/features/accounts/auth-popup";
import { currentUser } from "~/shared/auth/auth.server";
import { authProviders } from "~/features/accounts/sign-in.server";
import { pageBannerFeed } from "~/features/banners/banners.server";
import { keptServerPart, serverPartHtml } from "~/shared/http/server-part.server";
import { MobileMenuNav } from "~/features/layout/components/mobile-menu";
import { SubmenuLinks, submenuPartId, type MainMenuEntry } from "~/features/layout/components/main-menu";

/** The layout's keys the browser reads: all but those only the server renders (its parts, its menus). */
const SENT_LAYOUT_KEYS = (Object.keys(layoutText.en) as (keyof LayoutMessages)[]).filter(
  (key) => !serverOnlyLayoutKey(key),
);

/**
 * The layout's menus, the same on every page: their server parts' HTML (decision 0028), made once for each
 * language and kept until the news categories change (decision 0026).
 */
function layoutMenus({ keep, locale, db }: Route.LoaderArgs["context"]) {
  return keep(`layout-menus:${locale}`, async () => {
    const t = textFor(layoutText, locale);
    const newsCategories = await listNewsCategories(db);
    return {
      main: mainMenuWithNews(newsCategories, t).map(({ label, route, children }) => ({
        label,
        route,
        submenu: children ? serverPartHtml(<SubmenuLinks items={children} />) : null,
      })),
      mobile: serverPartHtml(
        <MobileMenuNav items={mobileMenu(newsCategories, t)} label={t("header.menu")} />,
      ),
    };
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context;
  const [menus, user, banners] = await Promise.all([
    layoutMenus(context),
    currentUser(context.auth, request),
    pageBannerFeed(context.db, context.keep),
  ]);
  return data({
    /** The signed-in visitor (no secrets), or null; the client mirrors it into localStorage `user`. */
    user,
    authProviders: authProviders(env),
    site: {
      name: env.SITE_NAME,
      url: env.SITE_URL,
      linkedin: env.SOCIAL_LINKEDIN_URL,
      facebook: env.SOCIAL_FACEBOOK_URL,
      sisterSites: env.SISTER_SITES,
    },
    buildId: context.buildId,
    locale: context.locale,
    /** The layout's text travels as data (see useText()), but for the keys only the server reads. */
    text: messagesOnly(layoutText, context.locale, SENT_LAYOUT_KEYS),
    menus: {
      main: menus.main.map(({ label, route, submenu }): MainMenuEntry => ({
        label,
        route,
        submenu:
          submenu === null
            ? null
            : { html: keptServerPart(context.parts, `${submenuPartId(route)}-links`, submenu) },
      })),
      mobile: keptServerPart(context.parts, "mobile-menu-nav", menus.mobile),
    },
    /** SPEC §7: the banner feed, `{ data }`, which the app keeps from start-up on (see useBanner()). */
    banners,
  });
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/**
 * The menus and site settings do not change between navigations; the signed-in state changes
 * only through the sign-in, sign-up, logout and account forms, and only when they succeed: a refused
 * form (4xx, 5xx) shows its message without waiting for the layout's data again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, actionStatus }) =>
  formAction !== undefined &&
  authActionPaths.some((path) => formAction.startsWith(path)) &&
  (actionStatus === undefined || actionStatus < 400);

export const links: Route.LinksFunction = () => [
  // `precedence` lets React emit the stylesheet ahead of the script preloads, so first paint waits on less.
  { rel: "stylesheet", href: appCss, precedence: "high" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/atom+xml", title: "Imodoka", href: "/atom.xml" },
];

/**
 * The error screen's text. It shows even when no loader could send text (the root loader itself failed),
 * so its few messages travel with the root module, in the request's locale when the root loader answered.
 */
const errorT = (locale: string | undefined) => textFor(errorText, localeOf(locale));

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (error) {
    const t = errorT(data?.locale);
    const { heading } = errorScreen(isRouteErrorResponse(error) ? error.status : 500, t);
    return [{ title: `${heading} | Imodoka` }, { name: "robots", content: "noindex" }];
  }
  return [{ title: "Imodoka" }, { name: "description", content: data?.text["site.description"] ?? "" }];
};

/** A route forces a colour mode with `export const handle = { forceTheme: "dark" }`. */
function useForcedTheme() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => {
    const h = m.handle as { forceTheme?: unknown } | undefined;
    return h?.forceTheme !== undefined;
  })?.handle as { forceTheme?: unknown } | undefined;
  return forcedTheme(handle?.forceTheme);
}

const NO_HTML = { __html: "" };

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<RootData>("root");
  const forced = useForcedTheme();
  return (
    <html
      lang={root?.locale ?? "en"}
      data-force-theme={forced}
      className={forced === "dark" ? "dark" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4fd8" />
        {/* Server-written only: it has run by the time the page hydrates, and its text stays out of the bundle. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? resumeNavigationScript() : "" }}
        />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {root ? (
          <a href="#main" className="skip-link">
            {root.text["skip.toContent"]}
          </a>
        ) : null}
        <ToastProvider>
          {/* Without the root loader's data (it failed) the error screen shows on its own. */}
          {root ? <Header site={root.site} menus={root.menus} user={root.user} /> : null}
          <main id="main" className="flex-1">
            {children}
          </main>
          {root ? <Footer sisterSites={root.site.sisterSites} /> : null}
          <ClientBehaviour buildId={root?.buildId} forced={forced} />
          {root ? <AuthPopupHost user={root.user} providers={root.authProviders} /> : null}
          {root ? <LeadButton /> : null}
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The page's icons (app/shared/ui/icon-sprite.ts): empty as React renders it, filled by the server
            while it streams the page, completed by the browser; React never changes its content. */}
        <svg
          id={ICON_SPRITE_ID}
          className="hidden"
          aria-hidden="true"
          dangerouslySetInnerHTML={NO_HTML}
          suppressHydrationWarning
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** SPEC §2.2 error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = errorT(useRouteLoaderData<RootData>("root")?.locale);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // What the route said (SPEC §2.2 'Page not found: {path}'), never the router's own text about its modules.
  const message = errorScreenMessage(error);
  const { shown, heading } = errorScreen(status, t);
  return (
    <section className="error-screen">
      <p className="error-screen-code">{shown}</p>
      <h1 className="error-screen-title">{heading}</h1>
      {message ? <p className="error-screen-text">{message}</p> : null}
      <Link to="/" className="btn-primary mt-8">
        {t("error.home")}
      </Link>
    </section>
  );
}
