import { Link } from "react-router";
import { BrandMark } from "~/components/ui/brand-mark";
import { Icon } from "~/components/ui/icon";
import type { DealerService } from "~/lib/dealers";

/** A dealer as a card in a list: every text formatted, its open state read at the request's moment. */
export interface DealerCardView {
  id: number;
  name: string;
  path: string;
  district: string;
  address: string;
  services: { key: DealerService; label: string }[];
  brands: string[];
  /** The monogram tile's colour: the first brand's identity colour. */
  colour: string;
  logoUrl: string | null;
  phone: string;
  /** A wa.me link with a greeting typed in advance, when the dealer answers on WhatsApp. */
  whatsapp: string | null;
  open: boolean;
  openText: string;
  /** The buttons' accessible names: "Call Toyota Rwanda", "WhatsApp Toyota Rwanda". */
  callLabel: string;
  whatsappLabel: string;
}

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

/** A dealer in the directory: monogram, name, place, services, brands, open state and contact buttons. */
export function DealerCard({
  dealer,
  labels,
}: {
  dealer: DealerCardView;
  labels: { call: string; whatsapp: string; brands: string };
}) {
  return (
    <article className="card flex h-full flex-col gap-4 p-4 sm:p-5" data-dealer={dealer.id}>
      <div className="flex items-start gap-3">
        <BrandMark brand={{ name: dealer.name, colour: dealer.colour, logoUrl: dealer.logoUrl }} />
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
      <ul className="flex flex-wrap gap-1.5" aria-label={labels.brands}>
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
