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
    <Form method="get" action="/new-cars/search" role="search" className="header-search">
      <label htmlFor="header-search" className="sr-only">
        {t("header.search.label")}
      </label>
      <div className="header-search-box">
        <input
          ref={input}
          id="header-search"
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("header.search.placeholder")}
          className="header-search-input"
          onFocus={start}
          onPointerDown={start}
          onInput={start}
        />
        <button type="submit" className="header-search-submit" aria-label={t("header.search.submit")}>
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
