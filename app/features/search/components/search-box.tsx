import { lazy, Suspense, useRef, useState } from "react";
import { Form } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { useText } from "~/shared/i18n/use-text";
import type { LayoutMessages } from "~/features/layout/text/layout";
import { fetchWithRetry } from "~/features/layout/fetch-retry";

// The suggestions list loads on first use of the field, so it costs no first-load JavaScript
// (docs/decisions/0002). If its file cannot be loaded, the form still searches.
const SearchSuggestions = lazy(() => import("./search-suggestions").catch(() => ({ default: () => null })));

/** SPEC §2.5 header search: a GET form to the search page, with suggestions once JavaScript is in. */
export function SearchBox() {
  const t = useText<LayoutMessages>();
  const [used, setUsed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const start = used ? undefined : () => setUsed(true);
  return (
    <Form
      method="get"
      action="/new-cars/search"
      role="search"
      className="relative order-last w-full lg:order-none lg:mx-6 lg:max-w-xl lg:flex-1"
    >
      <label htmlFor="header-search" className="sr-only">
        {t("header.search.label")}
      </label>
      <div className="flex h-11 items-center rounded-full border border-line bg-raised focus-within:border-accent-500 focus-within:bg-surface">
        <input
          ref={input}
          id="header-search"
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("header.search.placeholder")}
          className="h-full min-w-0 flex-1 rounded-l-full bg-transparent pl-5 text-base outline-none placeholder:text-muted"
          onFocus={start}
          onPointerDown={start}
          onInput={start}
        />
        <button
          type="submit"
          className="mr-1 inline-flex size-9 items-center justify-center rounded-full bg-accent-600 text-white hover:bg-accent-700"
          aria-label={t("header.search.submit")}
        >
          <Icon name="search" className="size-[18px]" />
        </button>
      </div>
      {used ? (
        <Suspense>
          <SearchSuggestions input={input} fetchWithRetry={fetchWithRetry} />
        </Suspense>
      ) : null}
    </Form>
  );
}
