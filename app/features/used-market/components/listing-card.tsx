import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import type { ListingCardView } from "~/features/used-market/view";
import { FavouriteButton } from "./favourite-button";

/**
 * A used car in a list: picture, make and model, price, key figures, district, photo count, and the heart
 * when the page gives one.
 */
export function ListingCard({
  listing,
  headingLevel = 3,
}: {
  listing: ListingCardView;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-link-card
      className="card group flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:border-accent-300"
    >
      <div className="relative bg-gradient-to-b from-raised to-surface">
        <img
          {...listing.picture}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full object-contain px-4 pt-3 [&[srcset]]:object-cover [&[srcset]]:p-0"
        />
        {listing.favourite ? (
          <FavouriteButton
            listingId={listing.id}
            heart={listing.favourite}
            className="absolute top-2 right-2"
          />
        ) : null}
        {listing.badge ? (
          <p className="absolute left-3 top-3 rounded-full bg-ink px-2.5 py-1 text-xs font-bold text-surface">
            {listing.badge}
          </p>
        ) : null}
        <p className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
          <Icon name="camera" className="size-3.5" />
          {listing.photos}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4 pt-3">
        <Heading className="text-lg leading-tight font-bold">
          <Link to={listing.path} className="group-hover:text-link">
            {listing.heading}
          </Link>
        </Heading>
        <p className="line-clamp-1 text-sm text-muted">{listing.title}</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-lg font-extrabold text-accent-700 dark:text-accent-300">
          {listing.priceText}
          {listing.negotiable ? (
            <span className="text-xs font-semibold text-muted">{listing.negotiable}</span>
          ) : null}
        </p>
        <p className="text-sm text-muted">{listing.facts.join(" · ")}</p>
        <p className="mt-auto flex items-center gap-1 pt-2 text-sm font-medium">
          <Icon name="map-pin" className="size-4 text-muted" />
          {listing.district}
        </p>
      </div>
    </article>
  );
}
