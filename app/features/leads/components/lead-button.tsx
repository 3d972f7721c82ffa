import { lazy, Suspense, useEffect, useReducer, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useText } from "~/features/layout/use-text";
import { Icon } from "~/shared/ui/icon";
import { initialLeadPopup, leadPopup, showsLeadButton } from "~/features/leads/lead-popup";
import { readLeadCar, type LeadCar } from "~/features/leads/leads";

// The popup's code loads the first time it opens. If that load fails (say, a new release replaced the
// files), the /find-my-car page opens instead.
const LeadPopup = lazy(() =>
  import("./lead-popup").catch(() => {
    window.location.assign("/find-my-car");
    return new Promise<never>(() => {});
  }),
);

/** A page's "Get a price" links (GetPrice): each carries its car as JSON in `data-lead`. */
const CAR_LINK = "a[data-lead]";

/** Scrolled this far down (px) before the button steps aside, and by this much (px) to count as a move. */
const HIDE_BELOW = 160;
const SCROLL_STEP = 12;

/**
 * SPEC §1, §2.10: the floating "we help you find your vehicle" button, bottom right on every page but the
 * form's own and the back office's. A link to /find-my-car that, with JavaScript, opens the lead-magnet
 * popup instead; focus comes back to it when the popup closes. It steps aside while the visitor scrolls
 * down (it would cover what they read) and comes back when they scroll up. On a car's page the popup is
 * about that car, and the page's own "Get a price" links open the same popup (the links work as plain
 * links to /find-my-car until this has loaded).
 */
export function LeadButton() {
  const t = useText();
  const [popup, dispatch] = useReducer(leadPopup, initialLeadPopup);
  const [car, setCar] = useState<LeadCar | null>(null);
  const [away, setAway] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Going to another page (a link in the popup, the back button) hides it.
  const { key: page, pathname } = useLocation();
  const [shownOn, setShownOn] = useState(page);
  if (shownOn !== page) {
    setShownOn(page);
    if (popup.visible) dispatch({ type: "hide" });
  }

  const open = (from: HTMLElement, link: HTMLAnchorElement | null) => {
    opener.current = from;
    setCar(readLeadCar(link?.dataset.lead));
    dispatch({ type: "show" });
  };

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CAR_LINK) : null;
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(link, link);
    };
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_STEP) return;
      setAway(y > last && y > HIDE_BELOW);
      last = y;
    };
    document.addEventListener("click", onClick);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  return (
    <>
      {!showsLeadButton(pathname) ? null : (
        <a
          ref={button}
          href="/find-my-car"
          aria-haspopup="dialog"
          aria-label={t("lead.button")}
          data-away={away || undefined}
          className="lead-button"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            // On a car's page the request is about that car.
            open(event.currentTarget, document.querySelector<HTMLAnchorElement>(CAR_LINK));
          }}
        >
          <Icon name="car-front" className="size-5 shrink-0" />
          <span>{t("lead.buttonShort")}</span>
        </a>
      )}
      {popup.visible ? (
        <Suspense>
          <LeadPopup
            step={popup.step}
            car={car}
            dispatch={dispatch}
            onClose={() => {
              dispatch({ type: "hide" });
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
