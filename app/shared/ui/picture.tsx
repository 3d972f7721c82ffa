import type { Picture } from "~/shared/lib/images";

/**
 * A picture built on the server (`pictureOf`): its better-compressed formats as <source>s, then the <img>
 * with its widths, `sizes`, and its width and height so the page does not move when it arrives.
 */
export function PictureImg({
  picture: { sources, ...img },
  alt,
  className,
  lazy = false,
  priority = false,
}: {
  picture: Picture;
  alt: string;
  className?: string;
  /** Below the fold: loaded when it comes near the screen. */
  lazy?: boolean;
  /** The page's largest picture above the fold (its LCP image). */
  priority?: boolean;
}) {
  const image = (
    <img
      {...img}
      alt={alt}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
  return sources ? (
    <picture>
      {sources.map((source) => (
        <source key={source.type} {...source} sizes={img.sizes} />
      ))}
      {image}
    </picture>
  ) : (
    image
  );
}

/** A car's picture at the top of a card, 16:9: a photo filling the box, or a drawing inside it; lazy. */
export function CardPicture({ picture }: { picture: Picture }) {
  return (
    <PictureImg
      picture={picture}
      alt=""
      lazy
      className={`aspect-[16/9] w-full ${picture.srcSet ? "rounded-lg object-cover" : "object-contain"}`}
    />
  );
}
