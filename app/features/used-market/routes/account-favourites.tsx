import { data, Form, Link, redirect } from "react-router";
import { EmptyState } from "~/shared/ui/empty-state";
import { Icon } from "~/shared/ui/icon";
import { IconTitle } from "~/shared/ui/icon-title";
import { Pagination } from "~/shared/ui/pagination";
import { ListingCard } from "~/features/used-market/components/islands";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { usePendingForm } from "~/shared/forms/use-pending";
import {
  FAVOURITES_PATH,
  loginPath,
  safeRedirect,
  SAVED_SEARCHES_PATH,
  USED_SEARCH_PATH,
} from "~/shared/lib/links";
import { memberPageMeta } from "~/shared/lib/member-page-meta";
import { pageNav, pageParam } from "~/shared/lib/pagination";
import { favouritesText, type FavouritesMessages } from "~/features/used-market/text/favourites";
import { usedMarketText } from "~/features/used-market/text/used-market";
import { currentUser, requireUser } from "~/shared/auth/auth.server";
import { isScriptRequest } from "~/shared/http/same-origin";
import {
  changeFavourite,
  favouriteForm,
  favouriteListings,
  type FavouriteResult,
} from "~/features/used-market/favourites.server";
import { listingCardView, withHearts } from "~/features/used-market/used-pages.server";
import type { Route } from "./+types/account-favourites";

const PAGE_SIZE = 24;

/** The member's favourites, newest first, each card with its Remove button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.auth, request);
  const url = new URL(request.url);
  const result = await favouriteListings(context.db, user.id, {
    page: pageParam(url.searchParams.get("page")),
    perPage: PAGE_SIZE,
  });
  const total = result.page.total;
  const t = textFor(favouritesText, context.locale);
  const tMarket = textFor(usedMarketText, context.locale);
  const cards = result.listings.map((card) => listingCardView(card, tMarket));
  return {
    siteUrl: context.env.SITE_URL,
    text: messagesFor(context.locale, favouritesText),
    count: total === 1 ? t("favourites.countOne") : t("favourites.count", { count: total }),
    // Their hearts are pressed: tapping one drops the car too.
    listings: (await withHearts(context.db, user.id, cards, context.locale)).map((card) => ({
      ...card,
      removeLabel: t("favourites.removeLabel", { car: card.heading }),
    })),
    pagination: pageNav(result.page, url.search, {
      label: t("favourites.pagination"),
      previous: t("favourites.previous"),
      next: t("favourites.next"),
      page: t("favourites.page"),
    }),
  };
}

/**
 * The hearts' form (every page's) and this page's Remove buttons: keeps or drops one favourite. A script
 * gets the new state as data; a plain form post goes back to the page it came from. Signed out, the
 * visitor signs in first and comes back to that page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = form.get("redirectTo");
  const back = safeRedirect(typeof redirectTo === "string" ? redirectTo : null, FAVOURITES_PATH);
  const user = await currentUser(context.auth, request);
  if (!user) throw redirect(loginPath(back));
  const parsed = favouriteForm.safeParse({ listing: form.get("listing"), favourite: form.get("favourite") });
  if (!parsed.success) throw data("Unknown form", { status: 400 });
  const on = parsed.data.favourite === "1";
  const change = await changeFavourite(
    context.db,
    { userId: user.id, listingId: parsed.data.listing, on },
    context.locale,
  );
  if (!isScriptRequest(request)) throw redirect(back, 303);
  return data<FavouriteResult>(change.result, { status: change.found ? 200 : 404 });
}

export const meta: Route.MetaFunction = memberPageMeta<FavouritesMessages>(
  "favourites.title",
  "favourites.description",
  FAVOURITES_PATH,
);

/** /account/favourites: the cars the member keeps with the heart; sold and ended ones marked. */
export default function Favourites({ loaderData: page, actionData }: Route.ComponentProps) {
  const t = useText<FavouritesMessages>();
  const removing = usePendingForm()?.get("listing");
  return (
    <div className="container-page py-8 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <IconTitle
            icon="heart"
            iconClassName="fill-current text-danger"
            title={t("favourites.title")}
            intro={t("favourites.intro")}
          />
        </div>
        <Link to={SAVED_SEARCHES_PATH} className="btn-ghost">
          <Icon name="bell" className="size-4" />
          {t("favourites.savedSearches")}
        </Link>
      </header>

      {actionData?.message && !actionData.favourite ? (
        <p role="status" className="mt-6 rounded-xl bg-raised px-4 py-3 font-medium">
          {actionData.message}
        </p>
      ) : null}

      {page.listings.length ? (
        <>
          <p className="mt-6 font-semibold text-muted">{page.count}</p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {page.listings.map((listing) => (
              <li key={listing.id} className="flex flex-col gap-2">
                <ListingCard listing={listing} headingLevel={2} />
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="listing" value={listing.id} />
                  <input type="hidden" name="favourite" value="0" />
                  <input type="hidden" name="redirectTo" value={FAVOURITES_PATH} />
                  <button
                    type="submit"
                    className="btn-ghost w-full"
                    aria-label={listing.removeLabel}
                    disabled={removing === String(listing.id)}
                  >
                    <Icon name="trash-2" className="size-4" />
                    {t("favourites.removeButton")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Pagination nav={page.pagination} />
        </>
      ) : (
        <EmptyState icon="heart" title={t("favourites.empty")} text={t("favourites.emptyText")}>
          <Link to={USED_SEARCH_PATH} className="btn-primary mt-5">
            {t("favourites.browse")}
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
