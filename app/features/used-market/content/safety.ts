import type { IconName } from "~/shared/ui/icon-names";
import { practicalGuidePath } from "~/shared/lib/links";
import type { ContentSection } from "../../pages/content/about";

/** One of the short rules at the top of the safety page. */
export interface SafetyRule {
  icon: IconName;
  title: string;
  text: string;
}

export interface SafetyPage {
  title: string;
  description: string;
  /** ISO date the text was last checked. */
  updated: string;
  intro: string;
  rulesHeading: string;
  rules: SafetyRule[];
  sections: ContentSection[];
  scammed: ContentSection;
  relatedHeading: string;
  related: { label: string; href: string }[];
}

/**
 * /marche-doccasion/safety-tips: how to avoid scams when buying a used car in Rwanda. It names the bodies
 * that handle each step rather than quoting fees, which change: the practical guide has the details.
 */
export const safetyPage: SafetyPage = {
  title: "How to buy a used car safely in Rwanda",
  description:
    "Avoid used-car scams in Rwanda: see the car and its papers before paying, check the owner, transfer through RRA, never pay a deposit by mobile money.",
  updated: "2026-11-25",
  intro:
    "Most sellers are honest, but a few use classified ads to take money for cars that do not exist or are not theirs. These habits protect you, whoever you buy from, on Imodoka or anywhere else.",
  rulesHeading: "The rules in short",
  rules: [
    {
      icon: "car-front",
      title: "See the car before you pay",
      text: "Never pay for a car you have not seen, touched and driven, however good the photos.",
    },
    {
      icon: "file-check",
      title: "Check the papers",
      text: "The chassis number and plates on the car must match the registration certificate.",
    },
    {
      icon: "user-check",
      title: "Deal with the owner",
      text: "The name on the registration certificate should be the name on the seller's ID.",
    },
    {
      icon: "hand-coins",
      title: "No deposit by mobile money",
      text: "Never send money by mobile money or transfer to “hold” a car. Real sellers wait for a visit.",
    },
    {
      icon: "map-pin",
      title: "Meet in a public place",
      text: "Meet in daylight, somewhere busy, and bring someone with you.",
    },
    {
      icon: "wrench",
      title: "Have it inspected",
      text: "Take a mechanic you trust, and check the technical inspection certificate.",
    },
    {
      icon: "tag",
      title: "Too cheap is a warning",
      text: "A price far below similar cars is the commonest bait. Ask yourself why.",
    },
    {
      icon: "landmark",
      title: "Transfer through RRA",
      text: "Pay against the ownership transfer, done with Rwanda Revenue Authority (RRA), often through Irembo.",
    },
  ],
  sections: [
    {
      heading: "See the car and its papers before any payment",
      paragraphs: [
        "The most common scam is simple: a seller shows an attractive car at a low price, says they are away or busy, and asks for money before a visit. Once the money is sent, the seller disappears. The car never existed, or belongs to someone else whose photos were copied.",
        "Insist on seeing the car where it is kept, with the seller, before you pay anything. Ask to see the original registration certificate, not a photo or a copy, and compare it with the car:",
      ],
      list: [
        "The chassis number (VIN) stamped on the car must be exactly the one on the certificate.",
        "The number plates must match the certificate.",
        "The make, model and colour must match too. A repainted car is not always a problem, but ask why.",
        "If the car was imported recently and is not registered yet, ask for the customs papers from Rwanda Revenue Authority showing that it has been cleared.",
      ],
    },
    {
      heading: "Make sure the seller is the registered owner",
      paragraphs: [
        "The name on the registration certificate should match the seller's national ID. If someone else is selling for the owner, ask to meet the owner, or ask for a written authorisation and the owner's phone number, and call the owner yourself.",
        "If the car was bought with a bank loan, the bank may still have a claim on it. Ask for written proof that the loan is fully repaid. If anything about the papers worries you, ask Rwanda Revenue Authority (RRA), which keeps the vehicle register, before you pay.",
      ],
    },
    {
      heading: "Never pay a deposit to hold a car",
      paragraphs: [
        "A seller who asks for a deposit by mobile money, bank transfer or agent “to hold the car for you”, “to pay for delivery” or “to release it from customs” before you have seen it is the classic sign of a scam. Do not send it, even a small amount: the next request is always bigger.",
        "Be just as careful with people who say they are a broker, a customs agent or a relative of the seller and ask for a fee. On Imodoka, buyers never pay anything to us or through us: contact the seller directly and pay only the seller, at the sale.",
      ],
    },
    {
      heading: "Meet safely and take a test drive",
      paragraphs: [
        "Arrange the visit in daylight, in a busy public place or at a known garage, and bring a friend or family member. Do not carry the full price in cash to a first visit.",
        "Drive the car yourself, on a route with hills and traffic, with the seller on board. Check that you have your driving licence with you and that the car is insured for the test drive. Listen for noises, watch the dashboard warning lights and test the brakes, the gears and the air conditioning.",
      ],
    },
    {
      heading: "Have the car inspected",
      paragraphs: [
        "Ask a mechanic you trust to look at the car before you agree a price: engine, gearbox, suspension, rust and signs of a past accident. It costs little compared with a bad purchase.",
        "Check the technical inspection certificate issued by Rwanda National Police and its expiry date: a car without a valid one cannot be driven legally until it passes. Ask also for receipts for the road maintenance levy paid to RRA.",
      ],
    },
    {
      heading: "Prices that are too good to be true",
      paragraphs: [
        "Compare the price with similar cars of the same year and mileage in the used-car search. A car offered far below the others, with a story about an urgent departure abroad or a quick sale, is the usual bait. Be wary too of a seller who pushes you to decide today.",
      ],
    },
    {
      heading: "Pay safely and transfer the ownership",
      paragraphs: [
        "Put the sale in writing: the names and ID numbers of both of you, the car's make, model, plates and chassis number, the price, the date and both signatures. Pay by a traceable method, such as a bank transfer, at the moment the car and its papers are handed over, rather than in cash.",
        "Until the ownership is transferred with Rwanda Revenue Authority, the car stays registered to the seller. The transfer is requested as RRA instructs, in many cases online through Irembo. The fees are set by RRA and shown when you apply: check them there rather than trusting a figure given by the seller.",
      ],
    },
  ],
  scammed: {
    heading: "If you think you have been scammed",
    paragraphs: [
      "Act quickly: the sooner the authorities and your bank or mobile-money provider know, the better the chance of stopping the money.",
    ],
    list: [
      "Report it to Rwanda Investigation Bureau (RIB) or at the nearest police station. In an emergency, call the police on 112.",
      "Call your bank or mobile-money provider straight away and ask them to stop or trace the payment.",
      "Keep every message, phone number, payment receipt and photo of the listing: the investigators will need them.",
      "Report the listing to us with the “Report this listing” form on its page, so our team can take it down and protect other buyers.",
    ],
  },
  relatedHeading: "Practical guides",
  related: [
    {
      label: "Transferring ownership of a used car",
      href: practicalGuidePath("vehicle-registration", "transferring-ownership-of-a-used-car"),
    },
    {
      label: "Technical inspection: centres, price and validity",
      href: practicalGuidePath("vehicle-inspection", "technical-inspection-centres-price-and-validity"),
    },
    {
      label: "Third-party vs comprehensive cover",
      href: practicalGuidePath("vehicle-insurance", "third-party-vs-comprehensive-cover"),
    },
  ],
};
