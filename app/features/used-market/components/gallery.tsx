import { useEffect } from "react";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import type { PhotoSource } from "~/features/posting/listing-photos";

/** A photo with its widths (srcSet, sizes) and size, so the page keeps its layout while it loads. */
export interface GalleryPhoto extends PhotoSource {
  width: number;
  height: number;
  alt: string;
}

export interface GalleryLabels {
  previous: string;
  next: string;
  open: string;
  close: string;
}

const viewId = (index: number) => `photo-view-${index}`;

/** A button of a full-screen view: it opens another view, or (`hide`) closes this one. */
function ViewButton(props: { target: string; hide?: boolean; step?: string; label: string; icon: IconName }) {
  return (
    <button
      type="button"
      popoverTarget={props.target}
      popoverTargetAction={props.hide ? "hide" : undefined}
      data-step={props.step}
      className="icon-btn bg-white/10 text-white hover:bg-white/20"
      aria-label={props.label}
    >
      <Icon name={props.icon} className="size-6" />
    </button>
  );
}

/**
 * A listing's photos: a strip that swipes (CSS scroll snap), each photo numbered; a tap opens it full
 * screen. The full-screen views are popovers switched by their buttons, so they work without JavaScript
 * and Escape closes them; with it, the arrow keys press the open view's previous or next button.
 */
export function Gallery({ photos, labels }: { photos: GalleryPhoto[]; labels: GalleryLabels }) {
  const many = photos.length > 1;
  const at = (index: number) => viewId((index + photos.length) % photos.length);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = { ArrowLeft: "prev", ArrowRight: "next" }[event.key];
      if (step) document.querySelector<HTMLElement>(`:popover-open [data-step=${step}]`)?.click();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <ul className="flex snap-x snap-mandatory overflow-x-auto rounded-(--radius-card) bg-gradient-to-b from-raised to-surface [scrollbar-width:none]">
        {photos.map((photo, index) => (
          <li key={index} className="relative w-full shrink-0 snap-start">
            <button
              type="button"
              popoverTarget={viewId(index)}
              className="block w-full cursor-zoom-in"
              aria-label={labels.open.replace("{n}", String(index + 1))}
            >
              <img
                {...photo}
                alt={photo.alt}
                fetchPriority={index ? undefined : "high"}
                loading={index ? "lazy" : undefined}
                className="aspect-[16/9] w-full object-contain"
              />
            </button>
            {many ? (
              <p className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2.5 py-0.5 text-sm font-semibold text-white">
                {index + 1} / {photos.length}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {photos.map((photo, index) => (
        <div
          key={index}
          id={viewId(index)}
          popover="auto"
          role="dialog"
          aria-label={photo.alt}
          className="m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-black/95 p-3 open:flex"
        >
          <img
            {...photo}
            alt=""
            sizes={photo.sizes && "100vw"}
            loading="lazy"
            className="min-h-0 w-full flex-1 object-contain"
          />
          <div className="flex justify-center gap-4 pt-3">
            {many ? (
              <ViewButton target={at(index - 1)} step="prev" label={labels.previous} icon="chevron-left" />
            ) : null}
            <ViewButton target={viewId(index)} hide label={labels.close} icon="x" />
            {many ? (
              <ViewButton target={at(index + 1)} step="next" label={labels.next} icon="chevron-right" />
            ) : null}
          </div>
        </div>
      ))}
    </>
  );
}
