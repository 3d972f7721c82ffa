import { CompareButton } from "~/features/comparator/components/compare-button";
import type { DealListView } from "~/features/deals/view";
import { CardHeading } from "~/shared/ui/card";
import { CardPicture } from "~/shared/ui/picture";

/** A deal with its car's picture, name, offer, prices and end date. The whole card follows its link. */
export function DealListCard({ deal, headingLevel = 3 }: { deal: DealListView; headingLevel?: 2 | 3 }) {
  return (
    <article
      data-link-card
      className="card group flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:border-accent-300"
    >
      <div className="relative bg-gradient-to-b from-raised to-surface px-4 pt-3">
        <CardPicture picture={deal.picture} />
        <p className="absolute left-3 top-3 rounded-full bg-surface px-2.5 py-1 text-xs font-bold text-ok shadow-sm ring-1 ring-line">
          {deal.offer}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4 pt-2">
        <CardHeading to={deal.href} level={headingLevel}>
          {deal.car}
        </CardHeading>
        <p className="text-sm text-muted">{deal.appliesTo}</p>
        <p className="mt-1 font-semibold leading-snug">{deal.title}</p>
        {deal.description ? (
          <p className="line-clamp-2 text-sm leading-6 text-muted">{deal.description}</p>
        ) : null}
        {deal.dealer ? <p className="text-sm font-semibold">{deal.dealer}</p> : null}
        {deal.conditions ? <p className="text-xs leading-5 text-muted">{deal.conditions}</p> : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          {deal.price ? (
            <span className="text-lg font-extrabold text-accent-700 dark:text-accent-300">{deal.price}</span>
          ) : null}
          {deal.oldPrice ? <s className="text-sm text-muted">{deal.oldPrice}</s> : null}
        </p>
        <p className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
          <span className="text-muted">{deal.until}</span>
          {deal.endsSoon ? (
            <span className="rounded-full bg-sun px-2.5 py-0.5 text-xs font-bold text-slate-900">
              {deal.endsSoon}
            </span>
          ) : null}
        </p>
        {deal.compare ? <CompareButton {...deal.compare} compact className="mt-3" /> : null}
      </div>
    </article>
  );
}
