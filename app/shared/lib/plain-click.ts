/** The parts of a click (a MouseEvent) that say whether the visitor asked for a new tab or window. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The parts of a link (an HTMLAnchorElement) that say how the browser would follow it. */
export interface TargetLike {
  target: string;
  hasAttribute(name: "download"): boolean;
}

/**
 * A click the browser would follow in this tab, which the page may take over (navigate within the app, open
 * a popup): the main button, no key asking for a new tab or window, on a link that opens in this tab and is
 * not a download.
 */
export function isPlainClick(click: ClickLike, link: TargetLike): boolean {
  return (
    click.button === 0 &&
    !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) &&
    (!link.target || link.target === "_self") &&
    !link.hasAttribute("download")
  );
}
