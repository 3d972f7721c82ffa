import { useId } from "react";
import { BrandIcon } from "~/shared/ui/brand-icon";
import { Icon } from "~/shared/ui/icon";
import type { BrandIconName, IconName } from "~/shared/ui/icon-names";
import { useToast } from "~/shared/ui/toast";
import { useHydrated } from "~/shared/ui/use-hydrated";
import { sharePopupFeatures, type ShareLink } from "~/shared/lib/share";
import type { ShareMessages } from "~/shared/i18n/share";
import { useText } from "~/shared/i18n/use-text";

/** Shown as round buttons, in this order (WhatsApp first: it is what most Rwandans share with). */
export const primaryNetworks: readonly string[] = [
  "whatsapp",
  "facebook",
  "x",
  "telegram",
  "linkedin",
  "email",
  "copy",
];

/** Networks drawn with a Lucide icon or a letter rather than a logo from the brand sprite. */
const lucideGlyphs: Partial<Record<string, IconName>> = {
  email: "mail",
  sms: "message-circle",
  copy: "link",
};
const letterGlyphs: Partial<Record<string, string>> = { linkedin: "in", teams: "T" };

/** Web Share API support; false on the server and while hydrating, so the markup matches. */
function useCanShare() {
  return useHydrated() && typeof navigator.share === "function";
}

function Glyph({ network, className }: { network: string; className: string }) {
  const icon = lucideGlyphs[network];
  if (icon) return <Icon name={icon} className={className} />;
  const letter = letterGlyphs[network];
  if (letter)
    return (
      <span aria-hidden="true" className={`grid place-items-center rounded-[0.3rem] bg-current ${className}`}>
        <span className="text-[0.7rem] leading-none font-black tracking-tight text-surface">{letter}</span>
      </span>
    );
  return <BrandIcon name={network as BrandIconName} className={className} />;
}

/**
 * Share links for a page (SPEC §3, §9). Every network is a real link, so sharing works without JavaScript;
 * with it, web networks open in a 626 × 436 popup centred on the window, "Copy link" copies the address,
 * and where the browser has the Web Share API a "Share…" button opens the device's own share sheet.
 */
export function ShareBar({
  links,
  page,
  className = "",
}: {
  /** From `shareLinks()` in the loader (which also sends the bar's text: `messagesFor(locale, shareText)`). */
  links: ShareLink[];
  /** What the device's share sheet and "Copy link" share. */
  page: { url: string; title: string; text: string };
  className?: string;
}) {
  const t = useText<ShareMessages>();
  const id = useId();
  const toast = useToast();
  const canShare = useCanShare();
  const primary = primaryNetworks.flatMap((name) => links.filter((link) => link.network === name));
  const more = links.filter((link) => !primaryNetworks.includes(link.network));

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    const name = link.dataset.network;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (name === "copy") {
      event.preventDefault();
      const failed = () => toast(t("share.copyFailed"));
      if (!navigator.clipboard) return failed(); // only over plain http
      navigator.clipboard.writeText(page.url).then(() => toast(t("share.copied")), failed);
      return;
    }
    if (!link.target) return; // mailto:, sms:, viber: go to their app
    const popup = window.open(
      link.href,
      "share",
      sharePopupFeatures(undefined, undefined, {
        width: window.outerWidth,
        height: window.outerHeight,
        left: window.screenX,
        top: window.screenY,
      }),
    );
    if (!popup) return; // blocked: the link opens a tab instead
    popup.opener = null;
    event.preventDefault();
  };

  const onNativeShare = () => {
    navigator.share({ title: page.title, text: page.text, url: page.url }).catch(() => {}); // dismissed
  };

  /** What every share link carries: its address, network and name, the click handler, a new tab for the web. */
  const linkProps = (link: ShareLink) => ({
    href: link.href,
    "data-network": link.network,
    onClick,
    // "Copy link" without JavaScript is the page's own address, to long-press or right-click and copy.
    ...(link.web ? { target: "_blank", rel: "noopener noreferrer" } : {}),
    "aria-label": link.action,
  });

  return (
    <div role="group" aria-labelledby={id} className={`flex flex-wrap items-center gap-2 ${className}`}>
      <span id={id} className="me-1 text-sm font-bold">
        {t("share.heading")}
      </span>
      <ul className="flex flex-wrap gap-2">
        {primary.map((link) => (
          <li key={link.network}>
            <a
              {...linkProps(link)}
              title={link.action}
              className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-accent-500 hover:bg-raised"
            >
              <Glyph network={link.network} className="size-5" />
            </a>
          </li>
        ))}
      </ul>
      {canShare ? (
        <button type="button" onClick={onNativeShare} className="btn-primary">
          <Icon name="share-2" className="size-4" />
          {t("share.native")}
        </button>
      ) : null}
      <details className="group/more open:basis-full">
        <summary className="btn-ghost cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden">
          {t("share.more")}
          <Icon name="chevron-down" className="size-4 transition-transform group-open/more:rotate-180" />
        </summary>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {more.map((link) => (
            <li key={link.network}>
              <a
                {...linkProps(link)}
                className="flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface px-2.5 py-1.5 text-[0.8125rem] leading-tight font-semibold text-ink transition-colors hover:border-accent-500 hover:bg-raised min-[360px]:gap-2.5 min-[360px]:px-3 min-[360px]:text-sm"
              >
                <Glyph network={link.network} className="size-5 shrink-0" />
                <span className="min-w-0 break-words hyphens-auto">{link.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
