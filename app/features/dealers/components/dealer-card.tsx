import { Link } from "react-router";
import { DealerMark } from "~/shared/ui/dealer-mark";
import { Icon } from "~/shared/ui/icon";
import { DealerContactButtons, OpenBadge } from "./where-to-buy";
import type { DealerCardView } from "~/features/dealers/view";

/** A dealer in the directory: monogram, name, place, services, brands, open state and contact buttons. */
export function DealerCard({
  dealer,
  labels,
}: {
  dealer: DealerCardView;
  labels: { call: string; whatsapp: string; brands: string; services: string };
}) {
  return (
    <article className="card flex h-full flex-col gap-4 p-4 sm:p-5" data-dealer={dealer.id}>
      <div className="flex items-start gap-3">
        <DealerMark dealer={dealer} />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-snug font-bold">
            <Link to={dealer.path} className="hover:text-link hover:underline">
              {dealer.name}
            </Link>
          </h2>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
            <Icon name="map-pin" className="size-4 shrink-0" />
            <span className="truncate">{dealer.district}</span>
          </p>
        </div>
      </div>
      <OpenBadge open={dealer.open} text={dealer.openText} className="self-start" />
      <ul className="flex flex-wrap gap-1.5" aria-label={labels.services}>
        {dealer.services.map((service) => (
          <li
            key={service.key}
            data-service={service.key}
            className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold"
          >
            {service.label}
          </li>
        ))}
      </ul>
      {dealer.brands.length ? (
        <p className="text-sm">
          <span className="font-semibold">{labels.brands}: </span>
          <span className="text-muted">{dealer.brands.join(", ")}</span>
        </p>
      ) : null}
      <div className="mt-auto">
        <DealerContactButtons dealer={dealer} labels={labels} />
      </div>
    </article>
  );
}
