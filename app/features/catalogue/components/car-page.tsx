/** Parts shared by the model and version pages, in one module so they load as one file. */
import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import type { DealView } from "~/features/catalogue/view";
import type { PagePictures } from "~/features/catalogue/car-art";
import { PictureImg } from "~/shared/ui/picture";

export function DealCard({ deal }: { deal: DealView }) {
  return (
    <article className="card flex h-full flex-col gap-3 border-l-4 border-l-sun p-5">
      <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-ok">
        <Icon name="tag" className="size-4" />
        {deal.offer}
      </p>
      <h3 className="text-lg font-bold leading-snug">{deal.title}</h3>
      {deal.description ? <p className="text-sm leading-6 text-muted">{deal.description}</p> : null}
      {deal.dealer ? <p className="text-sm font-semibold">{deal.dealer}</p> : null}
      {deal.conditions ? <p className="text-xs leading-5 text-muted">{deal.conditions}</p> : null}
      <p className="mt-auto flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold">{deal.appliesTo}</span>
        <span className="text-muted">{deal.until}</span>
      </p>
      {deal.oldPrice ? <p className="text-sm text-muted line-through">{deal.oldPrice}</p> : null}
    </article>
  );
}

/** The live deals of a model or version page; nothing when there are none. */
export function DealsSection({ deals, heading }: { deals: DealView[]; heading: string }) {
  if (!deals.length) return null;
  return (
    <section className="mt-10" aria-labelledby="deals">
      <h2 id="deals" className="text-2xl font-extrabold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {deals.map((deal) => (
          <li key={deal.id}>
            <DealCard deal={deal} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A model's or version's other photos, after the one at the top of its page: a strip that scrolls sideways. */
function PhotoStrip({ gallery, label }: Omit<PagePictures, "hero">) {
  if (!gallery.length) return null;
  return (
    <section className="mt-6" aria-label={label}>
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2">
        {gallery.map((photo) => (
          <li key={photo.picture.src} className="w-[85vw] max-w-[420px] shrink-0 snap-start">
            <PictureImg
              picture={photo.picture}
              alt={photo.alt}
              lazy
              className="aspect-[3/2] w-full rounded-xl border border-line object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The top of a model or version page: picture, name, price (taxes included) and key figures, then the strip of
 * its other photos.
 */
export function CarHero({
  pictures,
  eyebrow,
  heading,
  chips = [],
  price,
  priceNote,
  figures,
  action,
}: {
  pictures: PagePictures;
  eyebrow: { label: string; to: string };
  heading: React.ReactNode;
  chips?: string[];
  price: string;
  /** "List price in Rwanda, taxes included". */
  /** Left out when there is no price to qualify. */
  priceNote: string | null;
  figures: [string, string][];
  /** Under the price, e.g. the version's "Add to compare". */
  action?: React.ReactNode;
}) {
  const { picture, alt } = pictures.hero;
  return (
    <>
      <section className="mt-4 grid items-center gap-4 sm:mt-6 sm:gap-6 lg:grid-cols-[1.2fr_1fr] lg:gap-10">
        <div
          className={`card overflow-hidden bg-gradient-to-b from-raised to-surface ${picture.srcSet ? "" : "p-4 sm:p-8"}`}
        >
          <PictureImg
            picture={picture}
            alt={alt}
            priority
            className={`aspect-[2/1] w-full sm:aspect-[16/9] ${picture.srcSet ? "object-cover" : "object-contain"}`}
          />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">
            <Link to={eyebrow.to} className="hover:text-link">
              {eyebrow.label}
            </Link>
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{heading}</h1>
          {chips.length ? (
            <p className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
              {chips.map((chip) => (
                <span key={chip} className="rounded-full bg-raised px-2.5 py-1">
                  {chip}
                </span>
              ))}
            </p>
          ) : null}
          {/* The price block: the price, its note and the page's actions beside it. */}
          <div className="mt-5">
            <p className="text-2xl font-extrabold text-accent-700 dark:text-accent-300">{price}</p>
            {priceNote ? <p className="text-sm text-muted">{priceNote}</p> : null}
            {action ? <div className="mt-4">{action}</div> : null}
          </div>
          {figures.length ? (
            <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
              {figures.map(([label, value]) => (
                <div key={label} className="rounded-xl bg-raised p-3">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
                  <dd className="mt-1 font-bold">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </section>
      <PhotoStrip {...pictures} />
    </>
  );
}
