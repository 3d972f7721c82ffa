/** View-model types of the dealers, built by dealers.server.ts and shown by the components (no values here). */
import type { DealerService } from "~/features/dealers/dealers";

/** A dealer as a card in a list: every text formatted, its open state read at the request's moment. */
export interface DealerCardView {
  id: number;
  name: string;
  path: string;
  district: string;
  address: string;
  services: { key: DealerService; label: string }[];
  brands: string[];
  /** The monogram tile's letters and colour (the first brand's identity colour). */
  initials: string;
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

/** "Where to buy": the dealers of a brand, every text resolved by the loader (whereToBuy()). */
export interface WhereToBuyView {
  heading: string;
  intro: string;
  dealers: DealerCardView[];
  all: { label: string; to: string };
  labels: { call: string; whatsapp: string };
}
