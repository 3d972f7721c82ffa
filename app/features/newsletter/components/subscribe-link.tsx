import { lazy, Suspense, useRef, useState } from "react";
import { useText } from "~/features/layout/use-text";

// The dialog's code loads on the first click. If that load fails (say, a new release replaced the files),
// the /newsletter page opens instead.
const NewsletterDialog = lazy(() =>
  import("./newsletter-dialog").catch(() => {
    window.location.assign("/newsletter");
    return new Promise<never>(() => {});
  }),
);

/**
 * SPEC §2.4 Subscribe: a link to the /newsletter page that, with JavaScript, opens the newsletter dialog
 * instead. Focus comes back to the link when the dialog closes.
 */
export function SubscribeLink({ className }: { className: string }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={link}
        href="/newsletter"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t("topbar.subscribe")}
      </a>
      {open ? (
        <Suspense>
          <NewsletterDialog
            onClose={() => {
              setOpen(false);
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
