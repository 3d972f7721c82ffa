import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { CloseButton, useModal } from "~/shared/ui/modal";
import type { NewsletterResult } from "~/features/newsletter/newsletter";
import { NewsletterFields, NewsletterSent } from "./newsletter-fields";
import { useDictionary } from "~/shared/i18n/use-dictionary";
// eslint-disable-next-line boundaries/text-through-seam -- loads on demand on any page: its dictionary travels in its own chunk
import { newsletterText } from "~/features/newsletter/text/newsletter";

/**
 * SPEC §2.8 newsletter popup: a native modal <dialog> (Escape and the close button close it). Loaded on
 * demand by SubscribeLink, so it costs nothing on first load. Posts to /newsletter with a fetcher and
 * shows the answer in place; the typed address stays in the field.
 */
export default function NewsletterDialog({ onClose }: { onClose: () => void }) {
  // Loads on demand (SubscribeLink's lazy chunk), on any page: its dictionary travels with it.
  const t = useDictionary(newsletterText);
  const closeButton = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data;
  const { dialog, close } = useModal();

  useEffect(() => {
    dialog.current?.querySelector("input")?.focus();
  }, [dialog]);

  // After an answer, focus what comes next: the field to correct, or the close button once it worked.
  useEffect(() => {
    if (result?.status === "invalid") dialog.current?.querySelector("input")?.focus();
    if (result?.status === "sent") closeButton.current?.focus();
  }, [dialog, result]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="newsletter-dialog-title"
      className="card z-(--z-popup) m-auto w-[min(28rem,calc(100%-2rem))] p-5 text-base font-normal text-ink backdrop:bg-black/60 sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id="newsletter-dialog-title" className="pt-1 text-xl font-bold">
          {t("newsletter.title")}
        </h2>
        <CloseButton buttonRef={closeButton} label={t("newsletter.close")} onClick={close} />
      </div>
      {result?.status === "sent" ? (
        <NewsletterSent email={result.email} t={t} />
      ) : (
        <fetcher.Form method="post" action="/newsletter" noValidate className="space-y-4">
          <p className="text-sm leading-6 text-muted">{t("newsletter.intro")}</p>
          <NewsletterFields
            id="newsletter-dialog"
            result={result}
            busy={fetcher.state !== "idle"}
            onNavigate={close}
            t={t}
          />
        </fetcher.Form>
      )}
    </dialog>
  );
}
