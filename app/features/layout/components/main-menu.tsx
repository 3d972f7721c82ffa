import { Icon } from "~/shared/ui/icon";
import { useEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { useText } from "~/features/layout/use-text";
import type { MenuItem } from "~/features/layout/menu";

/** Desktop main menu (SPEC §2.6): links, with disclosure buttons for the sections that have children. */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const t = useText();
  return (
    <nav aria-label={t("menu.label")} className="main-menu">
      <ul className="main-menu-list">
        {items.map((item) =>
          item.children ? (
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

function MenuDropdown({ item }: { item: MenuItem }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  // A menu opened by hovering closes when the pointer leaves; one opened by click or keyboard stays open.
  const openedByHover = useRef(false);
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = `submenu${item.route.replaceAll("/", "-")}`;

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
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      element.removeEventListener("focusout", onFocusOut);
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
      <NavLink to={item.route} className="menu-link" onClick={() => setOpen(false)}>
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
      <ul id={id} className={`submenu ${open ? "block" : "hidden"}`}>
        {item.children!.map((child) => (
          <li key={child.route}>
            <NavLink to={child.route} onClick={() => setOpen(false)} className="submenu-link">
              {child.label}
              {child.description ? <span className="submenu-note">{child.description}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
