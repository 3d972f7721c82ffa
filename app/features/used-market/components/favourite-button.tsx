import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { openAuthPopup } from "~/features/accounts/auth-popup";
import { FAVOURITES_PATH } from "~/shared/lib/links";
import type { RootData } from "~/root";
import type { Heart } from "~/features/used-market/view";

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
      <input type="hidden" name="listing" value={listingId} />
      <input type="hidden" name="favourite" value={on ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={heart.label}
        title={heart.label}
        data-favourite={on ? "on" : "off"}
        className="inline-flex size-11 items-center justify-center rounded-full bg-surface/95 text-ink shadow-md ring-1 ring-line transition hover:scale-105 hover:text-danger aria-pressed:text-danger"
      >
        <Icon name="heart" className={`size-5 ${on ? "fill-current" : ""}`} />
      </button>
    </fetcher.Form>
  );
}
