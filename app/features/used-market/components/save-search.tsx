import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { openAuthPopup } from "~/features/accounts/auth-popup";
import { SAVED_SEARCHES_PATH } from "~/shared/lib/links";
import type { RootData } from "~/root";
import { isFetcherPending } from "~/shared/forms/use-pending";
import type { SaveSearchView } from "~/features/used-market/view";

/**
 * "Save this search": a POST form to the saved searches. With JavaScript a fetcher, so the results stay
 * on screen (and signed-out visitors get the sign-in popup); without, the saved searches page opens.
 */
export function SaveSearch({ save }: { save: SaveSearchView }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.user);
  const saved = save.saved || isFetcherPending(fetcher) || fetcher.data !== undefined;
  if (saved)
    return (
      <p role="status" className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="inline-flex items-center gap-1.5 font-semibold text-ok">
          <Icon name="circle-check" className="size-4" />
          {save.text.saved}
        </span>
        <Link
          to={SAVED_SEARCHES_PATH}
          className="inline-flex min-h-11 items-center font-semibold text-link underline"
        >
          {save.text.manage}
        </Link>
      </p>
    );
  return (
    <fetcher.Form
      method="post"
      action={SAVED_SEARCHES_PATH}
      onSubmit={(event) => {
        if (signedIn) return;
        event.preventDefault();
        openAuthPopup({ redirectTo: pathname + search });
      }}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="query" value={save.query} />
      <button type="submit" className="btn-ghost" title={save.text.savedText}>
        <Icon name="bell-plus" className="size-4" />
        {save.text.save}
      </button>
    </fetcher.Form>
  );
}
