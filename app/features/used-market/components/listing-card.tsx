import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { PictureImg } from "~/shared/ui/picture";
import type { ListingCardView } from "~/features/used-market/view";
import { FavouriteButton, HeartForm } from "./favourite-button";

const HEART_PLACE = "absolute top-1 right-1 sm:top-2 sm:right-2";

/**
 * A used car in a list: picture, make and model, price, key figures, district, photo count, and the heart
 * when the page gives one (the title only from 640 px). On phones a compact row (the picture left, the words
 * right) so that four to five cars fit a screen; from 640 px wide a card in a grid. In a server part, `here`
 * is the page's address: the heart is then a plain form that comes back there, made live by the page's code
 * (LiveHearts).
 */
export function ListingCard({
  listing,
  headingLevel = 3,
  here,
}: {
  listing: ListingCardView;
  headingLevel?: 2 | 3;
  here?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-link-card
      className="card group relative flex h-full overflow-hidden transition hover:border-accent-300 sm:flex-col sm:hover:-translate-y-0.5"
    >
      <div className="relative w-28 shrink-0 self-stretch bg-gradient-to-b from-raised to-surface min-[400px]:w-36 sm:w-auto">
        <PictureImg
          picture={{ ...listing.picture, width: 400, height: 225 }}
          alt=""
          lazy
          className="h-full min-h-24 w-full object-contain px-2 sm:aspect-[16/9] sm:h-auto sm:px-4 sm:pt-3 [&[srcset]]:object-cover [&[srcset]]:p-0"
        />
        {listing.badge ? (
          <p className="absolute top-1.5 left-1.5 rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-surface sm:top-3 sm:left-3 sm:px-2.5 sm:py-1">
            {listing.badge}
          </p>
        ) : null}
        {listing.photos ? (
          <p className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white sm:right-2 sm:bottom-2 sm:left-auto sm:px-2">
            <Icon name="camera" className="size-3.5" />
            {listing.photos}
          </p>
        ) : null}
      </div>
      {!listing.favourite ? null : here === undefined ? (
        <FavouriteButton listingId={listing.id} heart={listing.favourite} className={HEART_PLACE} />
      ) : (
        <HeartForm listingId={listing.id} heart={listing.favourite} here={here} className={HEART_PLACE} />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 py-2.5 pr-3 pl-3 sm:gap-1 sm:p-4 sm:pt-3">
        <Heading
          className={`text-base leading-tight font-bold sm:text-lg ${listing.favourite ? "pr-10 sm:pr-0" : ""}`}
        >
          <Link to={listing.path} className="group-hover:text-link">
            {listing.heading}
          </Link>
        </Heading>
        <p className="line-clamp-1 text-sm text-muted max-sm:hidden">{listing.title}</p>
        <p className="flex flex-wrap items-baseline gap-x-1.5 text-base font-extrabold text-accent-700 sm:mt-1 sm:text-lg dark:text-accent-300">
          {listing.priceText}
          {listing.negotiable ? (
            <span className="text-xs font-semibold text-muted">{listing.negotiable}</span>
          ) : null}
        </p>
        <p className="text-[13px] leading-5 text-muted sm:text-sm">{listing.facts.join(" · ")}</p>
        <p className="mt-auto flex items-center gap-1 text-sm font-medium sm:pt-2">
          <Icon name="map-pin" className="size-4 text-muted" />
          {listing.district}
        </p>
      </div>
    </article>
  );
}
