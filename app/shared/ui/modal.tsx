import { useEffect, useRef, type Ref } from "react";
import { Icon } from "./icon";

/**
 * A popup's native modal <dialog>, opened as the popup mounts (focus stays inside, Escape closes it), with
 * the page's scroll locked while it is open. `close` closes it as Escape does (the dialog's onClose runs).
 */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current!.showModal();
    const root = document.documentElement;
    root.classList.add("scroll-locked");
    return () => root.classList.remove("scroll-locked");
  }, []);
  return { dialog, close: () => dialog.current?.close() };
}

/** The × button in a popup's top corner. */
export function CloseButton({
  label,
  onClick,
  buttonRef,
}: {
  label: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="icon-btn -mr-2 -mt-2 shrink-0"
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="x" className="size-5" />
    </button>
  );
}
