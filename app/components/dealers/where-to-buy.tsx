import { Link } from "react-router";
import { BrandMark } from "~/components/ui/brand-mark";
import { DealerContactButtons, OpenBadge, type DealerCardView } from "./dealer-card";

/** "Where to buy": the dealers of a brand, every text resolved by the loader (whereToBuy()). */
export interface WhereToBuyView {
  heading: string;
  intro: string;
  dealers: DealerCardView[];
  all: { label: string; to: string };
  labels: { call: string; whatsapp: string };
}

/** A compact list of the dealers selling a brand, with their open state and call buttons. */
export function WhereToBuy({
  view,
  className = "mt-10",
}: {
  view: WhereToBuyView | null;
  className?: string;
}) {
  if (!view?.dealers.length) return null;
  return (
    <section className={className} aria-labelledby="where-to-buy">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="where-to-buy" className="text-2xl font-bold">
            {view.heading}
          </h2>
          <p className="mt-1 text-muted">{view.intro}</p>
        </div>
        <Link
          to={view.all.to}
          className="inline-flex min-h-11 items-center font-semibold text-link underline"
        >
          {view.all.label}
        </Link>
      </div>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {view.dealers.map((dealer) => (
          <li key={dealer.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <BrandMark
                brand={{ name: dealer.name, colour: dealer.colour, logoUrl: dealer.logoUrl }}
                size="sm"
              />
              <div className="min-w-0">
                <h3 className="font-bold">
                  <Link to={dealer.path} className="hover:text-link hover:underline">
                    {dealer.name}
                  </Link>
                </h3>
                <p className="text-sm text-muted">{dealer.district}</p>
                <OpenBadge open={dealer.open} text={dealer.openText} className="mt-1.5" />
              </div>
            </div>
            <DealerContactButtons dealer={dealer} labels={view.labels} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
