export interface ContentSection {
  heading: string;
  /** Plain-text paragraphs; no HTML, no Markdown. */
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface ContentPage {
  title: string;
  /** One-sentence summary used as the meta description (max 155 characters). */
  description: string;
  /** ISO date the text was last updated. */
  updated: string;
  intro: string;
  sections: ContentSection[];
}

export const aboutPage: ContentPage = {
  title: "About Imodoka",
  description:
    "Imodoka is Rwanda's new-car comparator: list prices in RWF, versions side by side, dealers, guides and a used-car market.",
  updated: "2026-11-22",
  intro:
    "Imodoka means car in Kinyarwanda. We are Rwanda's first new-car comparator: one place to see which new cars are on sale in Rwanda, what each version costs in Rwandan francs (RWF) and how the versions compare, before you visit a showroom.",
  sections: [
    {
      heading: "What Imodoka is",
      paragraphs: [
        "Buying a new car in Rwanda usually means visiting several showrooms, collecting brochures and asking for quotes one by one. Imodoka brings that information together. Every car on the site is organised by make, model and version, so you can see exactly what changes between a base version and a better-equipped one, and what the difference costs.",
        "Imodoka is published by Imodoka Ltd, a company based in Kigali. We do not sell cars, we do not import them and we are not owned by a dealer or a manufacturer.",
      ],
    },
    {
      heading: "Who we serve",
      paragraphs: [
        "Imodoka is for anyone in Rwanda who is thinking about buying a car, whether in Kigali or in any of the country's other districts. Many buyers outside Kigali cannot easily visit several showrooms, so we try to give them the same information a city buyer would collect in person.",
        "Most of our visitors use a phone, often on mobile data. We keep pages short, put the price and the key specifications first, and write in plain English.",
      ],
    },
    {
      heading: "What you can do on Imodoka",
      paragraphs: ["The site is free to use. You only need an account to post a used-car listing."],
      list: [
        "Browse new cars by make, model and version, with list prices in RWF.",
        "Compare versions side by side: price, engine, fuel or battery, dimensions, safety and equipment.",
        "Find current offers and deals announced by authorised distributors.",
        "Explore electric and luxury cars in their own sections.",
        "Find authorised dealers and ask a dealer to contact you about a specific car.",
        "Read reviews written by drivers who own the cars.",
        "Follow practical guides on road tax, driving licences, financing, insurance, vehicle inspection and registration.",
        "Read motoring news relevant to Rwanda.",
        "Buy or sell a used car in the used-car market, where signed-up visitors post their own listings.",
      ],
    },
    {
      heading: "How we show prices",
      paragraphs: [
        "New-car prices on Imodoka are list prices in RWF, including taxes, as published by the authorised distributor of each brand in Rwanda. They are the starting price for that version, not a quote for a particular car.",
        "Unless a page says otherwise, list prices do not include registration and number plates, insurance, optional extras or accessories. Because most new cars are imported, prices can change when exchange rates, duties or a distributor's pricing change, and a dealer may offer a discount or charge for delivery outside Kigali.",
        "Always confirm the final price, the exact specification and the delivery time with the dealer before you pay anything. Used-car prices are set by the sellers themselves and are not checked by us.",
      ],
    },
    {
      heading: "Our independence",
      paragraphs: [
        "The comparator ranks and filters cars using data only: price, specifications and equipment. No dealer, distributor or manufacturer can pay to move a car up a ranking, change how a version is described, or remove a review.",
        "If we publish sponsored content or advertising, it is clearly labelled as sponsored and kept separate from our own guides, news and comparisons. Driver reviews are the opinions of their authors. We remove reviews that are abusive, off-topic or that appear to have been written by a seller rather than an owner, but we do not remove a review because it is negative.",
        "In the used-car market, listings are written by the sellers. Imodoka does not inspect the cars, check ownership or handle payments. Check the registration documents, have the car inspected and never pay a deposit for a car you have not seen.",
      ],
    },
    {
      heading: "How we keep information current",
      paragraphs: [
        "Prices, versions and specifications come from authorised distributors: their published price lists, brochures and announcements. We review this information regularly and update it when a distributor announces a new model, a new version or a price change. When we cannot confirm a price, we say so rather than guess.",
        "Guides are based on information published by the relevant Rwandan authorities and are reviewed when fees or procedures change. Rules do change, so check with the authority concerned before you act.",
        "If you spot a wrong price, a missing version or an out-of-date guide, please tell us. We check every report and correct confirmed errors.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        "Imodoka Ltd, Kigali, Rwanda. You can reach us through the contact form on this site or by e-mail at hello@imodoka.rw. Our phone number is +250 788 000 000 (example number).",
        "Dealers and distributors who want to correct information about their cars can use the same address. For questions about your personal data, write to privacy@imodoka.rw.",
      ],
    },
  ],
};
