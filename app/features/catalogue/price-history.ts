/** A version's price changes as its page shows them: newest first, each with the date in Kigali and the change. */
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { formatPrice } from "~/shared/lib/price";

export interface PriceChange {
  changedAt: Date;
  oldPriceRwf: number;
  newPriceRwf: number;
}

export interface PriceChangeView {
  /** "YYYY-MM-DD" in Kigali, for the `<time>` element; `date` for reading. */
  iso: string;
  date: string;
  from: string;
  to: string;
  /** "+1.500.000 RWF (+3 %)"; below one percent, "(< 1 %)". */
  change: string;
  up: boolean;
}

/** Newest first, whatever order the rows come in. */
export function priceHistory(changes: readonly PriceChange[]): PriceChangeView[] {
  return [...changes]
    .sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())
    .map(({ changedAt, oldPriceRwf, newPriceRwf }) => {
      const up = newPriceRwf > oldPriceRwf;
      const sign = up ? "+" : "-";
      const percent = (Math.abs(newPriceRwf - oldPriceRwf) / oldPriceRwf) * 100;
      const iso = kigaliDate(changedAt);
      return {
        iso,
        date: formatDate(iso),
        from: formatPrice(oldPriceRwf, { currency: true }),
        to: formatPrice(newPriceRwf, { currency: true }),
        change: `${sign}${formatPrice(Math.abs(newPriceRwf - oldPriceRwf), { currency: true })} (${
          percent < 1 ? "< 1" : `${sign}${Math.round(percent)}`
        } %)`,
        up,
      };
    });
}
