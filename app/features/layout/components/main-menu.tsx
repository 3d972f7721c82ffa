import { Icon } from "~/shared/ui/icon";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { useText } from "~/features/layout/use-text";
import type { MenuItem } from "~/features/layout/menu";
import { ServerPart } from "~/shared/ui/server-part";

/**
 * An entry of the desktop menu as the layout sends it: a section's pages (`submenu`) are a server part
 * (decision 0028), `{ html: undefined }` in a document; null for an entry without pages.
 */
export interface MainMenuEntry {
  label: string;
  route: string;
  submenu: { html: string | undefined } | null;
}

/** The server part's id of a section's pages. */
export const submenuPartId = (route: string) => `submenu${route.replaceAll("/", "-")}`;

/**
 * A section's pages, plain links (a server part of the root loader): the menu's HTML is kept across client
 * navigations, so they carry no "current page" mark; their section's link does.
 */
export function SubmenuLinks({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul>
      {items.map((child) => (
        <li key={child.route}>
          <Link to={child.route} className="submenu-link">
            {child.label}
            {child.description ? <span className="submenu-note">{child.description}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Desktop main menu (SPEC §2.6): links, with disclosure buttons for the sections that have children. */
export function MainMenu({ items }: { items: readonly MainMenuEntry[] }) {
  const t = useText();
  return (
    <nav aria-label={t("menu.label")} className="main-menu">
      <ul className="main-menu-list">
        {items.map((item) =>
          item.submenu ? (
            <MenuDropdown key={item.route} item={item} />
          ) : (
            <li key={item.route}>
              <NavLink to={item.route} end className="menu-link">
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuDropdown({ item }: { item: MainMenuEntry }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  // A menu opened by hovering closes when the pointer leaves; one opened by click or keyboard stays open.
  const openedByHover = useRef(false);
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = submenuPartId(item.route);

  // While open (by click, keyboard or mouse hover): Escape closes it (WCAG 1.4.13) and returns focus to the
  // button if focus was inside; a click or focus elsewhere closes it.
  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const hadFocus = element.contains(document.activeElement);
      setOpen(false);
      if (hadFocus) button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    // A click on a link (its section's, or one of its pages', which navigate within the app) closes it.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    element.addEventListener("focusout", onFocusOut);
    element.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      element.removeEventListener("focusout", onFocusOut);
      element.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <li
      ref={container}
      className="relative flex items-center"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse" || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse" && openedByHover.current) setOpen(false);
      }}
    >
      <NavLink to={item.route} className="menu-link">
        {item.label}
      </NavLink>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t("menu.openSubmenu", { label: item.label })}
        className="submenu-toggle"
        onClick={() => {
          // A click on a menu the pointer just opened keeps it open, now pinned.
          const wasHover = openedByHover.current;
          openedByHover.current = false;
          if (!(open && wasHover)) setOpen(!open);
        }}
      >
        <Icon name="chevron-down" className="size-4 transition-transform" />
      </button>
      <div id={id} className={`submenu ${open ? "block" : "hidden"}`}>
        <ServerPart id={`${id}-links`} html={item.submenu?.html} />
      </div>
    </li>
  );
}
