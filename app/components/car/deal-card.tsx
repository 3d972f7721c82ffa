import { Tag } from "lucide";
import { Icon } from "~/components/ui/icon";

/** A deal as shown, its texts formatted by the loader (see dealView). */
export interface DealView {
  id: number;
  title: string;
  description: string | null;
  /** "Save 1.500.000 RWF" or "Now 45.600.000 RWF". */
  offer: string;
  /** The version it applies to, or "All versions". */
  appliesTo: string;
  /** "Until 12 March 2026". */
  until: string;
  /** The list price struck through when the deal sets a new price. */
  oldPrice: string | null;
}

export function DealCard({ deal }: { deal: DealView }) {
  return (
    <article className="card flex h-full flex-col gap-3 border-l-4 border-l-sun p-5">
      <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-ok">
        <Icon node={Tag} className="size-4" />
        {deal.offer}
      </p>
      <h3 className="text-lg font-bold leading-snug">{deal.title}</h3>
      {deal.description ? <p className="text-sm leading-6 text-muted">{deal.description}</p> : null}
      <p className="mt-auto flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold">{deal.appliesTo}</span>
        <span className="text-muted">{deal.until}</span>
      </p>
      {deal.oldPrice ? <p className="text-sm text-muted line-through">{deal.oldPrice}</p> : null}
    </article>
  );
}
