import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import type { DealerCardView, WhereToBuyView } from "~/features/dealers/view";

/** "Open · closes at 17:30" with a green dot, or "Closed · opens …" in muted text. */
export function OpenBadge({
  open,
  text,
  className = "",
}: {
  open: boolean;
  text: string;
  className?: string;
}) {
  return (
    <p
      data-open={open}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
        open ? "bg-ok/10 text-ok" : "bg-raised text-muted"
      } ${className}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${open ? "bg-ok" : "bg-muted"}`} />
      {text}
    </p>
  );
}

/** Call and WhatsApp buttons: links, so they work without JavaScript. */
export function DealerContactButtons({
  dealer,
  labels,
  compact = false,
}: {
  dealer: Pick<DealerCardView, "phone" | "whatsapp" | "callLabel" | "whatsappLabel">;
  labels: { call: string; whatsapp: string };
  compact?: boolean;
}) {
  const size = compact ? "px-4" : "flex-1";
  return (
    <div className="flex flex-wrap gap-2">
      {dealer.phone ? (
        <a href={`tel:${dealer.phone}`} aria-label={dealer.callLabel} className={`btn-primary ${size}`}>
          <Icon name="phone" className="size-4" />
          {labels.call}
        </a>
      ) : null}
      {dealer.whatsapp ? (
        <a
          href={dealer.whatsapp}
          aria-label={dealer.whatsappLabel}
          className={`btn-ghost ${size}`}
          rel="noopener"
          target="_blank"
        >
          <Icon name="message-circle" className="size-4 text-ok" />
          {labels.whatsapp}
        </a>
      ) : null}
    </div>
  );
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
            <div className="min-w-0 flex-1">
              <h3 className="font-bold">
                <Link to={dealer.path} className="hover:text-link hover:underline">
                  {dealer.name}
                </Link>
              </h3>
              <p className="text-sm text-muted">{dealer.district}</p>
              <OpenBadge open={dealer.open} text={dealer.openText} className="mt-1.5" />
            </div>
            <DealerContactButtons dealer={dealer} labels={view.labels} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
