import { CompareButton } from "~/features/comparator/components/compare-button";
import { GetPrice } from "~/features/leads/components/get-price";
import type { DealListView } from "~/features/deals/view";
import { CardHeading } from "~/shared/ui/card";
import { CardPicture } from "~/shared/ui/picture";

/**
 * A deal with its car's picture, name, offer, prices and end date, its dealer (page and call) and the buyer's
 * actions: get a price, compare, call. On a phone the picture sits beside the text and the actions share one
 * row, so two cards fit a screen. The whole card follows its link. Styled in app.css (.deal-card): class lists
 * there cost no JavaScript.
 */
export function DealListCard({ deal, headingLevel = 3 }: { deal: DealListView; headingLevel?: 2 | 3 }) {
  const dealer = deal.dealerContact;
  return (
    <article data-link-card className="card deal-card group">
      <div className="deal-card-top">
        <div className="deal-card-picture">
          <CardPicture picture={deal.picture} />
          <p>{deal.offer}</p>
        </div>
        <div className="deal-card-text">
          <CardHeading to={deal.href} level={headingLevel}>
            {deal.car}
          </CardHeading>
          <p>{deal.appliesTo}</p>
          <p>{deal.title}</p>
          <p className="deal-card-price">
            {deal.price ? <b>{deal.price}</b> : null}
            {deal.oldPrice ? <s>{deal.oldPrice}</s> : null}
          </p>
          <p className="deal-card-until">
            {deal.until}
            {deal.endsSoon ? <span className="deal-card-soon">{deal.endsSoon}</span> : null}
          </p>
        </div>
      </div>
      <div className="deal-card-body">
        {deal.description ? <p className="deal-card-about">{deal.description}</p> : null}
        {deal.conditions ? <p className="deal-card-note">{deal.conditions}</p> : null}
        {dealer ? (
          <p className="deal-card-dealer">
            <a href={dealer.href}>{deal.dealer}</a>
          </p>
        ) : null}
        <div className="deal-card-actions">
          <GetPrice offer={deal.lead} />
          {deal.compare ? <CompareButton {...deal.compare} compact /> : null}
          {dealer?.tel ? (
            <a href={dealer.tel} aria-label={dealer.callLabel} className="deal-card-call">
              {dealer.call}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
