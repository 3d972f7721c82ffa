import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { openAuthPopup } from "~/features/accounts/auth-popup";
import { FAVOURITES_PATH } from "~/shared/lib/links";
import type { RootData } from "~/root";
import type { Heart } from "~/features/used-market/view";

/** What a heart's form sends (`favourite`: the state asked for) and its button, pressed when `on`. */
export function HeartFields({
  listingId,
  on,
  label,
  here,
}: {
  listingId: number;
  on: boolean;
  label: string;
  /** Where the form comes back to without JavaScript: the page it is on. */
  here: string;
}) {
  return (
    <>
      <input type="hidden" name="listing" value={listingId} />
      <input type="hidden" name="favourite" value={on ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={label}
        title={label}
        className="group/heart inline-flex size-11 items-center justify-center rounded-full bg-surface/95 text-ink shadow-md ring-1 ring-line transition hover:scale-105 hover:text-danger aria-pressed:text-danger"
      >
        <Icon name="heart" className="size-5 group-aria-pressed/heart:fill-current" />
      </button>
    </>
  );
}

/**
 * The heart: a POST form that keeps or drops a favourite. With JavaScript it is a fetcher whose state
 * shows at once (optimistic); signed-out visitors get the sign-in popup. Without JavaScript the form
 * posts and comes back to this page (or to the sign-in page, then back here).
 */
export function FavouriteButton({
  listingId,
  heart,
  className = "",
}: {
  listingId: number;
  heart: Heart;
  className?: string;
}) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.user);
  const here = pathname + search;
  const sent = fetcher.formData?.get("favourite");
  const on = sent === undefined || sent === null ? heart.on : sent === "1";
  return (
    <fetcher.Form
      method="post"
      action={FAVOURITES_PATH}
      className={className}
      onSubmit={(event) => {
        if (signedIn) return;
        event.preventDefault();
        openAuthPopup({ redirectTo: here });
      }}
    >
      <HeartFields listingId={listingId} on={on} label={heart.label} here={here} />
    </fetcher.Form>
  );
}

/**
 * The heart of a card in a server part (decision 0028): the same form as plain HTML, marked so that the page's
 * code (LiveHearts) sends it as a fetcher would. `data-on` keeps the state the server read.
 */
export function HeartForm({
  listingId,
  heart,
  here,
  className,
}: {
  listingId: number;
  heart: Heart;
  here: string;
  className: string;
}) {
  return (
    <form method="post" action={FAVOURITES_PATH} className={className} data-heart data-on={heart.on}>
      <HeartFields listingId={listingId} on={heart.on} label={heart.label} here={here} />
    </form>
  );
}
