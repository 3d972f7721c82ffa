import { lazy, Suspense, useReducer, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useText } from "~/features/layout/use-text";
import { Icon } from "~/shared/ui/icon";
import { initialLeadPopup, leadPopup } from "~/features/leads/lead-popup";

// The popup's code loads the first time it opens. If that load fails (say, a new release replaced the
// files), the /find-my-car page opens instead.
const LeadPopup = lazy(() =>
  import("./lead-popup").catch(() => {
    window.location.assign("/find-my-car");
    return new Promise<never>(() => {});
  }),
);

/**
 * SPEC §1, §2.10: the floating "we help you find your vehicle" button, bottom right on every page but the
 * form's own. A link to /find-my-car that, with JavaScript, opens the lead-magnet popup instead; focus
 * comes back to it when the popup closes.
 */
export function LeadButton() {
  const t = useText();
  const [popup, dispatch] = useReducer(leadPopup, initialLeadPopup);
  const button = useRef<HTMLAnchorElement>(null);
  // Going to another page (a link in the popup, the back button) hides it.
  const { key: page, pathname } = useLocation();
  const [shownOn, setShownOn] = useState(page);
  if (shownOn !== page) {
    setShownOn(page);
    if (popup.visible) dispatch({ type: "hide" });
  }
  if (pathname === "/find-my-car") return null;
  return (
    <>
      <a
        ref={button}
        href="/find-my-car"
        aria-haspopup="dialog"
        className="lead-button"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          dispatch({ type: "show" });
        }}
      >
        <Icon name="car-front" className="size-6 shrink-0" />
        <span className="max-sm:sr-only">{t("lead.button")}</span>
      </a>
      {popup.visible ? (
        <Suspense>
          <LeadPopup
            step={popup.step}
            dispatch={dispatch}
            onClose={() => {
              dispatch({ type: "hide" });
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
