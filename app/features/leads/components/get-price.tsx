import type { GetPriceView } from "~/features/leads/get-price";

/**
 * "Get a price from a dealer" with the monthly payment and its terms (get-price.ts). Plain HTML styled in
 * app.css (.get-price): the link opens /find-my-car about the car; once the page's lead button has loaded,
 * it opens the popup instead.
 */
export function GetPrice({ offer }: { offer: GetPriceView }) {
  return (
    <div className="get-price">
      {offer.monthly ? (
        <p>
          <b>{offer.monthly}</b> <a href={offer.termsHref!}>{offer.terms}</a>
        </p>
      ) : null}
      <a href={offer.href} data-lead={offer.car} aria-haspopup="dialog" className="btn-primary">
        {offer.label}
      </a>
    </div>
  );
}
