import { useEffect, useEffectEvent, useRef, useState, type ReactNode, type RefObject } from "react";
import { useNavigate } from "react-router";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import type { Translate } from "~/shared/i18n/text";
import { useDictionary } from "~/shared/i18n/use-dictionary";
// eslint-disable-next-line boundaries/text-through-seam -- loads on demand on any page: its dictionary travels in its own chunk
import { searchSuggestionsText } from "~/features/search/text/search-suggestions";
import type { SearchSuggestionsMessages } from "~/features/search/text/search-suggestions";
import type { Suggestion } from "~/features/search/view";
import { cleanSearchQuery, SEARCH_QUERY_MIN } from "~/shared/lib/search-query";

/** SPEC §5: no search under 2 characters (trimmed). */
const MIN_CHARS = SEARCH_QUERY_MIN;
/** Wait this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 500;
const LIST_ID = "header-search-list";
const optionId = (index: number) => `header-search-option-${index}`;

interface Row {
  icon: IconName;
  /** Shown first, quieter: the brand of a model. */
  context: string;
  /** Shown bold: the model name. */
  title: string;
}

/** How each type of suggestion shows. This is the one place to add a type; TypeScript asks for it. */
const rows: {
  [T in Suggestion["type"]]: (
    item: Extract<Suggestion, { type: T }>,
    t: Translate<SearchSuggestionsMessages>,
  ) => Row;
} = {
  model: (item) => ({ icon: "car", context: item.brand_name, title: item.model_name }),
  news: (item, t) => ({ icon: "newspaper", context: t("suggest.news"), title: item.post_title }),
};
const rowOf = (item: Suggestion, t: Translate<SearchSuggestionsMessages>) =>
  (rows[item.type] as (item: Suggestion, t: Translate<SearchSuggestionsMessages>) => Row)(item, t);

/** SPEC §4 search box states; `active` is the option under the keyboard, -1 for none. */
type State =
  | { status: "idle" }
  | { status: "loading"; q: string }
  | { status: "done" | "error"; q: string; items: Suggestion[]; active: number };

const IDLE: State = { status: "idle" };

/** Where "See all results" goes: the form's own GET target. */
const searchPath = (q: string) => `/new-cars/search?${new URLSearchParams({ q })}`;

/** The parts of `text` that match a word of the query, marked. */
function highlight(text: string, q: string): ReactNode {
  const words = q
    .split(/\s+/)
    .filter((word) => word.length >= MIN_CHARS)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return text;
  return text.split(new RegExp(`(${words.join("|")})`, "gi")).map((part, index) =>
    index % 2 === 1 ? (
      <mark
        key={index}
        className="bg-transparent text-accent-700 underline decoration-accent-300 decoration-2 underline-offset-4 dark:text-accent-300 dark:decoration-accent-600"
      >
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** A translucent layer over the page below the header; a click on it closes the list. */
const OVERLAY_CLASS =
  "fixed inset-0 z-30 bg-slate-950/40 transition-opacity duration-150 starting:opacity-0 dark:bg-black/60";

const optionClass =
  "group flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2.5 py-1.5 hover:bg-raised aria-selected:bg-accent-50 dark:aria-selected:bg-accent-900/50";
const bubbleClass =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-raised text-muted group-hover:bg-surface group-aria-selected:bg-accent-600 group-aria-selected:text-white";

/** Listens to `type` events on `element`; the function returned stops it. */
function listen<K extends keyof HTMLElementEventMap>(
  element: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
) {
  element.addEventListener(type, handler);
  return () => element.removeEventListener(type, handler);
}

/**
 * SPEC §2.5 suggestions under the header search field, loaded on first use of the field (search-box.tsx).
 * It enhances the server-rendered input in place (WAI-ARIA combobox with a listbox popup): the form keeps
 * working as a plain GET search, and Enter without a chosen option still submits it.
 */
export default function SearchSuggestions({
  input,
  fetchWithRetry,
}: {
  input: RefObject<HTMLInputElement | null>;
  /**
   * SPEC §7's fetch (app/features/layout/fetch-retry.ts), handed over by the search box: the page's first
   * load already holds it, so this list does not split it into a file of its own.
   */
  fetchWithRetry: typeof fetch;
}): ReactNode {
  // This list loads on demand (search-box.tsx), so its text travels with it.
  const t = useDictionary(searchSuggestionsText);
  const navigate = useNavigate();
  const [state, setState] = useState<State>(IDLE);
  const panel = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The request whose answer is awaited; an answer from any other (older) request is ignored.
  const request = useRef<AbortController>(null);

  const open = state.status !== "idle";
  const items = state.status === "done" ? state.items : [];
  const active = state.status === "done" || state.status === "error" ? state.active : -1;
  // The suggestions, then "See all results"; none while loading.
  const paths =
    state.status === "done" || state.status === "error"
      ? [...items.map((item) => item.path), searchPath(state.q)]
      : [];

  function cancel() {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }

  function close() {
    cancel();
    setState(IDLE);
  }

  /** SPEC §4: from 2 characters, the loading state (list cleared), then the answer after the debounce. */
  function search(value: string, delay: number) {
    cancel();
    const q = cleanSearchQuery(value);
    if (q.length < MIN_CHARS) {
      setState(IDLE);
      return;
    }
    setState({ status: "loading", q });
    const controller = new AbortController();
    request.current = controller;
    timer.current = setTimeout(() => {
      // SPEC §7: a GET is tried once more on 408, 409, 425, 429 and 5xx (and when the network drops).
      fetchWithRetry(`/search/suggestions?${new URLSearchParams({ q })}`, { signal: controller.signal })
        .then((response) =>
          response.ok
            ? (response.json() as Promise<{ data: Suggestion[] }>)
            : Promise.reject(new Error(`HTTP ${response.status}`)),
        )
        .then(
          ({ data }) => {
            if (request.current === controller) setState({ status: "done", q, items: data, active: -1 });
          },
          (error: unknown) => {
            if (request.current !== controller) return;
            // SPEC §8: "Search failures: console only, no user message." The list keeps "See all results",
            // and Enter still searches.
            console.warn("Search suggestions failed:", error);
            setState({ status: "error", q, items: [], active: -1 });
          },
        );
    }, delay);
  }

  /** SPEC §4: the list is emptied and the page navigates (a model's name is not kept in the field). */
  function choose(field: HTMLInputElement, index: number) {
    const path = paths[index];
    if (!path) return;
    close();
    if (index < items.length) field.value = "";
    field.blur();
    void navigate(path);
  }

  const onFieldInput = useEffectEvent((field: HTMLInputElement) => search(field.value, DEBOUNCE_MS));

  const onFieldKey = useEffectEvent((event: KeyboardEvent, field: HTMLInputElement) => {
    if (event.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (paths.length === 0) {
          // Down on a closed list opens it again.
          if (event.key === "ArrowDown" && !open && field.value.trim().length >= MIN_CHARS) {
            event.preventDefault();
            search(field.value, 0);
          }
          return;
        }
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        const next =
          active < 0 ? (step > 0 ? 0 : paths.length - 1) : (active + step + paths.length) % paths.length;
        setState((current) => ("active" in current ? { ...current, active: next } : current));
        return;
      }
      case "Enter": {
        if (active >= 0) {
          event.preventDefault();
          choose(field, active);
        } else {
          // No option chosen: the form submits to the search page.
          close();
        }
        return;
      }
      case "Escape":
        // First Escape closes the list, the next one clears the field.
        if (open) {
          event.preventDefault();
          close();
        } else if (field.value) {
          event.preventDefault();
          field.value = "";
        }
        return;
      case "Tab":
        close();
    }
  });

  const onFieldBlur = useEffectEvent((event: FocusEvent) => {
    if (!panel.current?.contains(event.relatedTarget as Node | null)) close();
  });

  const onOptionClick = useEffectEvent((event: MouseEvent, field: HTMLInputElement) => {
    const option = (event.target as Element).closest<HTMLElement>("[role=option]");
    if (option) choose(field, Number(option.dataset.index));
  });

  const onOverlayClick = useEffectEvent(() => close());

  const onMount = useEffectEvent((field: HTMLInputElement) => {
    // Text typed before this module arrived.
    if (document.activeElement === field && field.value.trim().length >= MIN_CHARS) search(field.value, 0);
  });

  // Enhance the field, and listen to it, the list and the overlay.
  useEffect(() => {
    const field = input.current;
    const list = panel.current;
    if (!field || !list) return;
    // The overlay over the page below the header (z-30 < the header's z-40). It is made here rather than
    // in a portal, which would pull react-dom's exports into every page's first load.
    const shade = document.createElement("div");
    shade.hidden = true;
    shade.dataset.testid = "search-overlay";
    shade.className = OVERLAY_CLASS;
    document.body.append(shade);
    overlay.current = shade;
    const attributes = {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-controls": LIST_ID,
      "aria-expanded": "false",
    };
    for (const [name, value] of Object.entries(attributes)) field.setAttribute(name, value);
    // Pressing the list or the overlay must not take the focus from the field.
    const keepFocus = (event: MouseEvent) => event.preventDefault();
    // Each listener added now; what `listen` returns removes it on clean-up.
    const removers = [
      listen(field, "input", () => onFieldInput(field)),
      listen(field, "keydown", (event) => onFieldKey(event, field)),
      listen(field, "focusout", (event) => onFieldBlur(event)),
      listen(list, "mousedown", keepFocus),
      listen(list, "click", (event) => onOptionClick(event, field)),
      listen(shade, "mousedown", keepFocus),
      listen(shade, "click", () => onOverlayClick()),
    ];
    onMount(field);
    return () => {
      for (const remove of removers) remove();
      shade.remove();
      overlay.current = null;
      for (const name of [...Object.keys(attributes), "aria-activedescendant"]) field.removeAttribute(name);
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, [input]);

  // The combobox states the list's visibility and the option under the keyboard.
  const expanded = paths.length > 0;
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    if (overlay.current) overlay.current.hidden = !open;
    field.setAttribute("aria-expanded", String(expanded));
    if (active < 0) {
      field.removeAttribute("aria-activedescendant");
    } else {
      field.setAttribute("aria-activedescendant", optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    }
  }, [input, open, expanded, active]);

  const q = state.status === "idle" ? "" : state.q;
  const announcement =
    state.status === "loading"
      ? t("suggest.loading")
      : state.status === "done"
        ? items.length === 0
          ? t("suggest.noMatch", { q })
          : items.length === 1
            ? t("suggest.one")
            : t("suggest.many", { count: items.length })
        : "";
  // Rows other than options repeat the announcement for the eyes; screen readers get it once, politely.
  const note =
    state.status === "loading" ? (
      <>
        <Icon
          name="loader-circle"
          className="size-5 shrink-0 text-accent-600 motion-safe:animate-spin dark:text-accent-300"
        />
        {announcement}
      </>
    ) : state.status === "done" && items.length === 0 ? (
      announcement
    ) : null;

  return (
    <>
      <div role="status" className="sr-only">
        {announcement}
      </div>
      <div
        ref={panel}
        hidden={!open}
        data-testid="search-suggestions"
        className="card absolute inset-x-0 top-full z-10 mt-2 overflow-hidden p-1.5 text-base transition-[opacity,translate] duration-150 starting:opacity-0 motion-safe:starting:-translate-y-1"
      >
        {note ? (
          <p aria-hidden="true" className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm text-muted">
            {note}
          </p>
        ) : null}
        <ul
          id={LIST_ID}
          role="listbox"
          aria-label={t("suggest.list")}
          hidden={paths.length === 0}
          className="max-h-[min(36rem,calc(100dvh-10rem))] overflow-y-auto overscroll-contain"
        >
          {items.map((item, index) => {
            const row = rowOf(item, t);
            return (
              <li
                key={`${item.type}:${item.path}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-index={index}
                className={optionClass}
              >
                <span className={bubbleClass}>
                  <Icon name={row.icon} className="size-4" />
                </span>
                <span className="min-w-0 flex-1 truncate">
                  <span className="text-muted">{highlight(row.context, q)}</span>{" "}
                  <span className="font-semibold">{highlight(row.title, q)}</span>
                </span>
                <Icon
                  name="chevron-right"
                  className="size-4 shrink-0 text-muted opacity-0 group-hover:opacity-100 group-aria-selected:opacity-100"
                />
              </li>
            );
          })}
          {paths.length > 0 ? (
            <li
              id={optionId(items.length)}
              role="option"
              aria-selected={active === items.length}
              data-index={items.length}
              className={`${optionClass} font-semibold text-link ${items.length > 0 ? "relative mt-2 before:absolute before:inset-x-2 before:-top-1 before:border-t before:border-line" : ""}`}
            >
              <span className={bubbleClass}>
                <Icon name="search" className="size-4" />
              </span>
              <span className="min-w-0 flex-1 truncate">{t("suggest.seeAll", { q })}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}
