import { createContext, useContext, useEffect, useRef, type RefObject } from "react";
import { useNavigate } from "react-router";
import type { PagePart } from "~/shared/lib/page-part";
import { isPlainClick } from "~/shared/lib/plain-click";

/** The document's server-only parts by name: given by app/entry.server.tsx; null in the browser. */
export const ServerPartsContext = createContext<ReadonlyMap<string, PagePart> | null>(null);

const sent = new Map<string, string>();

/** The part's HTML as the document brought it, read from the page before React hydrates it, then kept. */
function sentHtml(id: string): string {
  if (!sent.has(id) && typeof document !== "undefined") {
    const element = document.querySelector(`[data-part="${id}"]`);
    if (element) sent.set(id, element.innerHTML);
  }
  return sent.get(id) ?? "";
}

/**
 * A part of a page made of links, pictures and text only, rendered by the server alone, so that neither its code nor
 * its data reach the browser (decision 0028). In a document the server renders it in place and the
 * browser keeps that HTML; after a client navigation `html` is the part as the loader rendered it
 * (`serverPart` in app/shared/http/server-part.server.tsx). Its links navigate within the app.
 */
export function ServerPart({
  id,
  html,
}: {
  /** Unique on its page. */
  id: string;
  /** The loader's value: undefined in a document, the part's HTML after a client navigation. */
  html: string | undefined;
}) {
  const parts = useContext(ServerPartsContext);
  const ref = useRef<HTMLDivElement>(null);
  useInAppLinks(ref);
  const part = parts?.get(id);
  return part && "element" in part ? (
    <div ref={ref} data-part={id}>
      {part.element}
    </div>
  ) : (
    <div ref={ref} data-part={id} dangerouslySetInnerHTML={{ __html: part?.html ?? html ?? sentHtml(id) }} />
  );
}

/**
 * Plain links inside HTML the server made (the footer's grid, server parts) navigate within the app, as a
 * `<Link>` would: a left click without a modifier on a link to this site's path.
 */
export function useInAppLinks(ref: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest("a");
      const href = link?.getAttribute("href");
      if (event.defaultPrevented || !link || !isPlainClick(event, link)) return;
      if (!href?.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [ref, navigate]);
}
