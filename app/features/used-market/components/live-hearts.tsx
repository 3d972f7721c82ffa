import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useFetchers, useLocation, useRouteLoaderData, useSubmit } from "react-router";
import { openAuthPopup } from "~/features/accounts/auth-popup";
import { FAVOURITES_PATH } from "~/shared/lib/links";
import type { RootData } from "~/root";

/** The fetcher of listing `id`'s heart. */
const KEY = "heart:";

/**
 * Makes live the hearts of the cards inside it, which a server part sent as plain forms (HeartForm): one handler
 * for all of them does what FavouriteButton does for one. Signed in, a heart is sent without leaving the page and
 * shows the state asked for at once; signed out, it opens the sign-in popup. Once the page's data is read again,
 * each heart shows what the server read (`data-on`). Without JavaScript the forms post and come back.
 */
export function LiveHearts({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const submit = useSubmit();
  const fetchers = useFetchers();
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.user);
  const { pathname, search } = useLocation();
  const here = pathname + search;

  useEffect(() => {
    const element = ref.current!;
    const onSubmit = (event: SubmitEvent) => {
      const form = (event.target as Element).closest<HTMLFormElement>("form[data-heart]");
      if (!form || event.defaultPrevented) return;
      event.preventDefault();
      if (!signedIn) {
        openAuthPopup({ redirectTo: here });
        return;
      }
      const data = new FormData(form);
      void submit(data, {
        method: "post",
        action: FAVOURITES_PATH,
        navigate: false,
        fetcherKey: `${KEY}${String(data.get("listing"))}`,
      });
    };
    element.addEventListener("submit", onSubmit);
    return () => element.removeEventListener("submit", onSubmit);
  }, [signedIn, here, submit]);

  const asked = new Map<string, boolean>();
  for (const fetcher of fetchers)
    if (fetcher.key.startsWith(KEY) && fetcher.formData)
      asked.set(fetcher.key.slice(KEY.length), fetcher.formData.get("favourite") === "1");
  // After every render: the HTML may have been replaced (new data) or a heart may be on its way.
  useLayoutEffect(() => {
    for (const form of ref.current!.querySelectorAll<HTMLFormElement>("form[data-heart]")) {
      const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
      const on = asked.get(field("listing").value) ?? form.dataset.on === "true";
      form.querySelector("button")!.setAttribute("aria-pressed", String(on));
      field("favourite").value = on ? "0" : "1";
    }
  });
  return <div ref={ref}>{children}</div>;
}
