import type { SeedNewsArticle } from "./types";

/** Demo news: prices, taxes, exchange rates, financing and dealer offers in Rwanda. */
export const pricesAndDealsNews: SeedNewsArticle[] = [
  {
    slug: "how-import-taxes-build-up-a-car-price-in-rwanda",
    title: "How import taxes build up the price of a new car in Rwanda",
    excerpt:
      "Duty, excise, VAT and three smaller charges can add well over half of a car's value before it reaches the showroom. A worked example shows how.",
    body: `Every new car sold in Rwanda is imported, fully built or as a kit for assembly, and its price carries a stack of taxes. Understanding them explains why two cars with similar factory prices can end up far apart at the dealer, and why electric cars are often cheaper than expected.

## The taxes on a petrol or diesel car

- **Import duty:** 25 % of the customs value.
- **Excise duty:** between 5 % and 15 %, depending on the vehicle.
- **VAT:** 18 %.
- **Withholding tax:** 5 %, an advance on income tax that a business may be able to set against its tax bill, but which is simply a cost for most private buyers.
- **Infrastructure development levy:** 1.5 %.
- **African Union levy:** 0.2 %.

The customs value is broadly what the car cost, plus freight and insurance to Rwanda.

## A worked example

Take a car with a customs value of 10.000.000 RWF. In this simplified illustration, excise is charged on the value plus duty, and VAT on the value plus duty and excise, as is usual.

- Import duty: 2.500.000 RWF.
- Excise: 625.000 RWF at 5 %, or 1.875.000 RWF at 15 %.
- VAT: 2.362.500 RWF at the lower excise rate, 2.587.500 RWF at the higher one.
- Withholding tax: 500.000 RWF.
- Infrastructure levy: 150.000 RWF.
- AU levy: 20.000 RWF.

Taxes total between 6.157.500 RWF and 7.632.500 RWF, so the car costs 16.157.500 to 17.632.500 RWF before port handling, transport to Kigali, registration and the dealer's margin. In other words, taxes alone add roughly 62 % to 76 % to the customs value in this example.

## The electric exception

Fully electric cars are exempt from import duty and excise duty and carry 0 % VAT. If the withholding tax and the two levies still apply, the same 10.000.000 RWF car pays 670.000 RWF. That difference explains why electric cars listed on Imodoka are often priced below petrol cars of a similar size.

## What this means for buyers

- Prices listed on Imodoka include taxes, so you can compare them directly.
- Because most taxes are percentages, a small difference in the car's value grows at the showroom.
- If you plan to import a car yourself, ask the Rwanda Revenue Authority how your vehicle will be classified and valued before you buy it abroad: https://www.rra.gov.rw

The exact calculation depends on the vehicle and its declared value. Treat this example as a guide to the structure, not as a quote.`,
    categories: ["prices-and-deals"],
    author: "grace-mukamana",
    publishedAt: "2025-07-06T07:30:00+02:00",
    cover: { body: "sedan", colour: "#123a6b", alt: "Drawing of a navy saloon" },
    tags: ["Taxes", "RRA", "CarPrices"],
  },
  {
    slug: "car-loans-in-rwanda-what-a-monthly-payment-really-costs",
    title: "Car loans in Rwanda: what a monthly payment really costs",
    excerpt:
      "Interest rates from 5 % to 18 %, terms of three to eight years and deposits of 10 % to 50 %: small changes make a big difference to the total you pay.",
    body: `Most buyers of new cars in Rwanda do not pay cash. Banks and other lenders offer car loans with interest rates typically between 5 % and 18 % a year, terms from three to eight years and down payments from 10 % to 50 % of the price. The combination you choose decides not only your monthly payment but also how much the car costs in the end.

## A worked example

Take a Toyota Corolla Cross 1.8 Hybrid XR, listed on Imodoka at 44.000.000 RWF. With a 20 % down payment of 8.800.000 RWF, you borrow 35.200.000 RWF. Assuming fixed rates and equal monthly payments:

- **12 % over 5 years:** about 783.000 RWF a month, with total interest of about 11.780.000 RWF.
- **16 % over 5 years:** about 856.000 RWF a month, with total interest of about 16.160.000 RWF.
- **12 % over 8 years:** about 572.100 RWF a month, with total interest of about 19.720.000 RWF.
- **12 % over 3 years:** about 1.169.100 RWF a month, with total interest of about 6.890.000 RWF.

Stretching the loan from five to eight years lowers the monthly payment by about 211.000 RWF, but adds almost 8.000.000 RWF of interest. Four percentage points of interest over five years cost more than 4.000.000 RWF.

## What to compare between lenders

The interest rate is only part of the cost. Ask each lender for:

- the total amount you will repay, including all fees;
- arrangement, processing and insurance fees, and whether they are paid up front or added to the loan;
- the penalty, if any, for repaying early;
- whether the rate is fixed or can change during the loan;
- what comprehensive insurance the lender requires, and its cost.

## Dealer finance offers

Some dealers work with partner banks to offer financing at the showroom. These offers can be convenient, and sometimes cheaper, but compare them with what your own bank offers. A low advertised rate may come with higher fees or require a larger deposit.

## A rule of thumb

A larger down payment and a shorter term cost less overall. If the monthly payment for a five-year loan is too high, consider a cheaper version or model before stretching the loan to eight years. A sales adviser at a Kigali showroom said buyers who choose the longest term often regret it when they want to change cars before the loan is paid off.`,
    categories: ["prices-and-deals"],
    author: "eric-niyonzima",
    publishedAt: "2025-08-25T11:05:00+02:00",
    cover: { body: "suv", colour: "#e9ecf1", alt: "Drawing of a white SUV" },
    tags: ["CarLoans", "Financing", "Rwanda"],
  },
  {
    slug: "how-the-dollar-exchange-rate-moves-car-prices-in-rwanda",
    title: "How the dollar exchange rate moves car prices in Rwanda",
    excerpt:
      "Cars are bought abroad in foreign currency and taxed as a percentage of their value. When the franc weakens, the whole price rises with it.",
    body: `Dealers in Rwanda pay manufacturers and suppliers in foreign currency, usually US dollars. In this article we use a rate of about 1.457 Rwandan francs to the dollar. When the rate moves, car prices follow, often with a delay.

## Why the effect is so direct

Import taxes are calculated as percentages of the car's value in Rwandan francs. If the franc weakens, the value in francs rises, and so does every tax calculated from it. The result is that the final price moves by about the same percentage as the exchange rate.

## A worked example

Take a car with a customs value of 15.000 US dollars. In this illustration excise is set at 10 %, within the 5–15 % range.

- At 1.457 RWF to the dollar, the customs value is 21.855.000 RWF. With import duty, excise, VAT, withholding tax and the two levies, the car costs about 36.924.000 RWF before transport and the dealer's margin.
- If the franc weakened by 5 %, to about 1.530 RWF to the dollar, the customs value would be 22.947.750 RWF and the same car would cost about 38.770.000 RWF.

A 5 % move in the exchange rate adds about 1.846.000 RWF to this car before the dealer adds anything. This is a hypothetical example, not a forecast.

## What buyers can do

Cars already in a dealer's stock were paid for and taxed at an earlier rate, so list prices usually change when new shipments arrive. That delay can work for or against you, so:

- **Get the quote in writing and in francs.** A proforma invoice should state the price in RWF and how long it is valid.
- **Ask whether the car is in stock.** A car already in the country has a known cost; a car to be ordered may be repriced on arrival.
- **Check what a deposit secures.** If you pay a deposit on a car to be ordered, ask whether the price is fixed or can change with the exchange rate.
- **Beware of dollar prices.** If a seller quotes in dollars, you carry the exchange risk until you pay.

## Electric cars are less exposed

Because electric cars are exempt from import duty and excise duty and carry 0 % VAT, a smaller share of their price is calculated on the converted value. Their prices still move with the exchange rate, but the tax layer that amplifies the effect on petrol cars is much thinner.

A sales adviser at a Kigali showroom said customers who have already chosen a car often gain most by confirming the order while a written price is still valid.`,
    categories: ["prices-and-deals"],
    author: "aline-uwase",
    publishedAt: "2025-10-14T09:40:00+02:00",
    cover: { body: "sedan", colour: "#b88a4a", alt: "Drawing of a bronze saloon" },
    tags: ["ExchangeRate", "CarPrices", "Rwanda"],
  },
  {
    slug: "what-to-negotiate-at-the-dealer-beyond-the-price",
    title: "What to negotiate at the dealer, beyond the price",
    excerpt:
      "Dealers often have more room on extras than on the list price. Registration, servicing, accessories and delivery can all be part of the deal.",
    body: `New car prices in Rwanda are often less flexible than buyers hope. The list price includes substantial taxes that the dealer cannot reduce, and margins on popular models can be thin. That does not mean there is nothing to negotiate. The extras around the price are often where a good deal is made.

## Paperwork and delivery

Ask the dealer to handle, and ideally include in the price:

- registration of the car and number plates;
- the first technical inspection, which costs 34.940 RWF for a private car and is valid for one year;
- delivery to your home, particularly if you live outside Kigali, in Huye, Musanze or Rubavu for example;
- a full tank of fuel or a full charge.

Confirm in writing who pays for each item. Buyers sometimes discover after signing that plates or registration were not included.

## Servicing, warranty and accessories

A service package can be worth more than a small discount, because it fixes your costs for the first years. Ask:

- how many services are included and what each covers;
- whether labour and parts are both included;
- whether the warranty can be extended, and at what price;
- where the car can be serviced outside Kigali.

Floor mats, mud flaps, a tow bar for a pick-up, a canopy or a roof rack are common extras. Dealers value them at retail prices, so ask for them to be fitted free or at cost. Make sure accessories are genuine or approved, so they do not affect the warranty.

## Insurance, finance and your trade-in

Some dealers can arrange the first year of insurance or offer finance through partner banks. Compare both with independent quotes. A dealer offer is a good deal only if the total cost is lower.

If you are selling your old car to the dealer, negotiate the trade-in value separately from the new car's price. Find out what your car would fetch privately first. A generous trade-in figure can hide a smaller discount, and the other way round.

## Get everything in writing

Before you pay a deposit, ask for a proforma invoice that lists the exact version, colour, price, what is included and how long the offer is valid. Pay by bank transfer and keep every receipt. A sales adviser at a Kigali showroom said the most satisfied customers are those who arrive with a clear list of what they want included, and leave with it written down.`,
    categories: ["prices-and-deals"],
    author: "jean-paul-habimana",
    publishedAt: "2025-12-03T08:15:00+02:00",
    cover: { body: "hatchback", colour: "#1f4fd8", alt: "Drawing of a blue hatchback" },
    tags: ["Negotiation", "BuyingAdvice", "Kigali"],
  },
  {
    slug: "the-yearly-costs-of-owning-a-car-in-rwanda",
    title: "Beyond the purchase price: the yearly costs of owning a car in Rwanda",
    excerpt:
      "Road levy, inspection, insurance, servicing and fuel. Here is how to build a realistic annual budget before you choose your next car.",
    body: `The price on the windscreen is only the start. Every car in Rwanda carries recurring costs, some fixed by law and others depending on the car and how you use it. Budgeting for them before you buy avoids unpleasant surprises in the first year.

## Fixed official costs

Two costs are the same for every private car, whatever its price:

- **Road maintenance levy:** 50.000 RWF a year for cars, and 100.000 RWF a year for pick-ups and buses.
- **Technical inspection:** 34.940 RWF for a private car, valid for one year, carried out by the Rwanda National Police at inspection centres including Remera, Huye, Musanze and Rwamagana.

For a private car, that is 84.940 RWF a year before you have driven a kilometre. For a pick-up, it is 134.940 RWF, assuming the same inspection fee applies; check the fee for your vehicle category.

Driving licence services and many vehicle procedures are handled online through Irembo, also reachable by dialling *909#. Keep records of every payment.

## Insurance, servicing and wear

Third-party insurance is compulsory, and comprehensive cover is usually required if the car is financed. Premiums depend on the car's value, its use and your record, so ask for quotes before choosing between two models. An expensive car costs more to insure every year.

Ask the dealer for the service schedule and the price of each service for the exact version you want. Then add wear parts:

- tyres, which cost more for larger wheels and SUVs;
- brake pads and discs, which wear faster in hilly areas;
- batteries, wiper blades and filters.

## Fuel or electricity

Take the version's claimed consumption from Imodoka, multiply by the distance you drive in a year and then by the pump price or your electricity tariff. Claimed figures are measured in test conditions, so add a margin for hills, traffic and air conditioning.

## Building your budget

A simple annual budget for a car should include:

- road maintenance levy and inspection;
- insurance;
- servicing and wear parts;
- fuel or electricity;
- parking and car washes;
- a contingency for repairs.

A sales adviser at a Kigali showroom said buyers who compare two cars on total yearly cost, not just purchase price, sometimes change their minds. A cheaper car with high fuel use or expensive tyres can end up costing more.`,
    categories: ["prices-and-deals", "road-safety-and-regulation"],
    author: "grace-mukamana",
    publishedAt: "2026-01-22T15:25:00+02:00",
    cover: { body: "wagon", colour: "#5c6470", alt: "Drawing of a grey estate car" },
    tags: ["RunningCosts", "Irembo", "Rwanda"],
  },
  {
    slug: "new-cars-under-25-million-rwf-listed-on-imodoka",
    title: "New cars under 25.000.000 RWF: the most affordable choices in Rwanda",
    excerpt:
      "From a 12.500.000 RWF Suzuki Alto to seven-seat budget wagons and compact saloons, these are the cheapest new cars listed on Imodoka.",
    body: `A new car with a warranty does not have to cost a fortune. Imodoka lists more than a dozen new models with an entry price below 25.000.000 RWF, taxes included. Here is what that budget buys.

## Under 15.000.000 RWF

- **Suzuki Alto 1.0 GA MT:** 12.500.000 RWF.
- **Suzuki S-Presso 1.0 GL MT:** 13.000.000 RWF.
- **Renault Kwid 1.0 Life MT:** 14.000.000 RWF.

These are small city cars with small engines, ideal for short trips in Kigali and very low fuel use. The Alto has the lowest entry price in our catalogue. Space and performance are limited with four adults on board.

## 15.000.000 to 20.000.000 RWF

- **Suzuki Celerio 1.0 GL MT:** 15.000.000 RWF.
- **Suzuki Super Carry 1.2 Drop-side:** 17.000.000 RWF, a small pick-up for traders.
- **Renault Triber 1.0 Life MT:** 19.000.000 RWF, a compact wagon with seven seats.
- **Changan Alsvin 1.4 MT:** 19.000.000 RWF, a small saloon.

## 20.000.000 to 25.000.000 RWF

- **Chery Arrizo 5 1.5 MT:** 20.000.000 RWF.
- **Hyundai Grand i10 1.0 Motion:** 20.900.000 RWF.
- **Kia Picanto 1.0 LX:** 20.900.000 RWF.
- **Geely Emgrand, Renault Kiger and Tata Nexon:** from 21.000.000 RWF each.
- **Suzuki Swift and Nissan Magnite:** from 22.000.000 RWF.
- **Suzuki Dzire 1.2 GL MT:** 22.500.000 RWF.
- **Nissan Sunny, Peugeot 208 and Suzuki Ertiga:** from 24.000.000 RWF, as is the Tata Yodha single-cab pick-up.

## Choosing well on a budget

- **Look beyond the entry price.** The cheapest version often has a manual gearbox and fewer safety features. Compare airbags and stability control between versions.
- **Think about your roads.** Small cars have modest ground clearance. If you live on an unpaved road, a small SUV such as the Renault Kiger or Nissan Magnite may suit you better.
- **Check the network.** Servicing and parts availability outside Kigali differ from brand to brand.
- **Count the yearly costs.** Every private car pays the 50.000 RWF road maintenance levy and a 34.940 RWF yearly inspection, whatever its price.

If you finance the car, with a 20 % down payment on a 22.000.000 RWF car, you borrow 17.600.000 RWF. Ask lenders for the total amount repayable, including fees, and choose the shortest term you can afford.`,
    categories: ["prices-and-deals"],
    author: "eric-niyonzima",
    publishedAt: "2026-03-13T13:50:00+02:00",
    cover: { body: "hatchback", colour: "#b3121f", alt: "Drawing of a red hatchback" },
    tags: ["Budget", "CarPrices", "CityCars"],
  },
  {
    slug: "double-cab-pick-up-prices-compared-in-rwanda",
    title: "Double-cab pick-up prices compared: from 30.000.000 to 65.900.000 RWF",
    excerpt:
      "Hilux, D-Max, Ranger, Triton and a growing list of Chinese and Indian rivals. We compare the four-wheel-drive double cabs listed on Imodoka.",
    body: `The double-cab pick-up is Rwanda's workhorse: it carries families on Sundays and cement on Mondays. Buyers now have a wide choice, from Japanese and American names to Chinese and Indian challengers, with prices for a four-wheel-drive double cab that differ by more than 30.000.000 RWF.

## Entry four-wheel-drive double cabs listed on Imodoka

- **Tata Yodha 2.2D Crew Cab 4x4:** 30.000.000 RWF.
- **Dongfeng Rich 6 2.3 Diesel 4x4 MT:** 38.000.000 RWF.
- **Foton Tunland G7 2.0 TD 4x4 AT:** 42.000.000 RWF.
- **Peugeot Landtrek 1.9 TD Active 4x4 MT:** 42.000.000 RWF.
- **JAC T8 Pro 2.0 CTI 4x4 Lux MT:** 48.900.000 RWF.
- **Mahindra Pik Up S11 Double Cab 4x4:** 48.900.000 RWF.
- **Volkswagen Amarok 2.0 TDI Life 4Motion MT:** 50.000.000 RWF.
- **Ford Ranger XL 2.0 SiT 4x4 MT:** 52.000.000 RWF.
- **Nissan Navara 2.5D SE 4x4 MT:** 55.000.000 RWF.
- **Mitsubishi Triton 2.4D GLX 4x4 MT:** 56.000.000 RWF.
- **Toyota Hilux 2.4 GD-6 Raider 4x4 MT:** 60.000.000 RWF.
- **Isuzu D-Max 3.0 Ddi LS 4x4 MT:** 65.900.000 RWF.

## What the price difference buys

The cheapest models offer basic equipment and simpler engines. Higher up, buyers get more power, more airbags, better safety systems and, just as important for a working vehicle, an established network for parts and servicing across the country.

Resale value matters too. Pick-ups with a strong reputation tend to be easier to sell later. That is hard to put in numbers, but ask any used-vehicle trader in Kigali which models they are happy to buy.

## Warranty and yearly costs

Warranties listed in our catalogue vary. The Isuzu D-Max, sold by SAR Motors, is listed with 5 years or 120.000 km, while the Hilux and Triton are listed with 3 years or 100.000 km. Ask whether commercial use or heavy loads change the terms.

Pick-ups pay a road maintenance levy of 100.000 RWF a year, twice the 50.000 RWF paid for cars. Budget for the yearly technical inspection as well, and for tyres, which cost more on a heavy vehicle working on murram roads.

## Questions for the dealer

- Does the version have low-range four-wheel drive and a rear differential lock?
- What is the payload, and is the suspension suited to regular heavy loads?
- How quickly are clutch kits, brake parts and suspension components available in Huye, Musanze or Rusizi?
- Is a canopy, tow bar or load-bed liner included?

A sales adviser at a Kigali dealership said the buyers who choose best are those who describe their heaviest regular load, not their average one.`,
    categories: ["prices-and-deals"],
    author: "aline-uwase",
    publishedAt: "2026-05-02T18:05:00+02:00",
    cover: { body: "pickup", colour: "#e9ecf1", alt: "Drawing of a white pick-up" },
    tags: ["PickUp", "CarPrices", "Rwanda"],
  },
  {
    slug: "kigali-assembled-volkswagen-prices-then-and-now",
    title: "Kigali-assembled Volkswagens: 2018 prices compared with today's listings",
    excerpt:
      "Volkswagen assembles the Polo, Passat, Tiguan, Teramont and Amarok in Kigali. Entry prices listed today are about 27 % to 33 % above the 2018 figures.",
    body: `Volkswagen assembles five models in Kigali: the Polo, Passat, Tiguan, Teramont and Amarok. Their 2018 prices, taxes included, give a useful reference point. Comparing them with the entry prices listed on Imodoka today shows how much more buyers now pay, and why the comparison needs care.

## Then and now

2018 prices including taxes, against today's entry version listed on Imodoka:

- **Polo:** 20.500.000 RWF in 2018; 1.0 TSI Life listed at 26.000.000 RWF, about 27 % more.
- **Passat:** 32.300.000 RWF in 2018; 330TSI Comfortline DSG listed at 42.000.000 RWF, about 30 % more.
- **Tiguan:** 32.400.000 RWF in 2018; 1.5 eTSI Life DSG listed at 43.000.000 RWF, about 33 % more.
- **Amarok:** 38.000.000 RWF in 2018; 2.0 TDI Life 4Motion MT listed at 50.000.000 RWF, about 32 % more.
- **Teramont:** 41.000.000 RWF in 2018; 2.0 TSI Life 4Motion listed at 54.000.000 RWF, about 32 % more.

## Why the comparison is not exact

Several things have changed since 2018:

- **New generations.** The Passat, Tiguan and Amarok listed today are newer generations than the cars sold in 2018, with more safety equipment and new engines.
- **Different versions.** The 2018 figures were headline prices; the equipment of the versions behind them is not directly comparable with today's entry versions.
- **Exchange rates.** Parts and kits are bought in foreign currency, and the franc has moved against the dollar and the euro over the period.
- **General inflation.** Wages, transport and other costs have risen.

## What local assembly means for buyers

Assembly in Kigali brings servicing and parts expertise closer to customers and gives buyers a local point of contact. When buying, it is still worth asking:

- whether the exact version you want is assembled locally or imported fully built;
- what the warranty and service plan cover; the Tiguan, for example, is listed with 3 years or 100.000 km;
- whether the company offers financing or fleet terms.

## How they compare with rivals

A Volkswagen Tiguan 1.5 eTSI Life at 43.000.000 RWF sits below a Toyota RAV4 2.0 GX at 48.000.000 RWF, while the Polo 1.0 TSI Life at 26.000.000 RWF costs more than a Suzuki Swift 1.2 GL at 22.000.000 RWF. A sales adviser at a Kigali showroom said buyers moving from a used import to a new car often cross-shop exactly these models. Comparing versions side by side on Imodoka is the quickest way to see what the price gaps buy.`,
    categories: ["prices-and-deals"],
    author: "jean-paul-habimana",
    publishedAt: "2026-06-20T12:35:00+02:00",
    cover: { body: "hatchback", colour: "#123a6b", alt: "Drawing of a navy hatchback" },
    tags: ["Volkswagen", "MadeInRwanda", "CarPrices"],
  },
  {
    slug: "new-or-used-car-in-rwanda-where-the-value-lies",
    title: "New or used car in Rwanda: where the real value lies",
    excerpt:
      "A used import costs less up front, but taxes, condition and warranty change the sums. Here is how to compare the two fairly.",
    body: `For many Rwandan households the first question is not which model to buy, but whether to buy new at all. A used import from Japan, the Gulf or Europe is cheaper to buy, and the choice is wide. A new car costs more, but it comes with things a used one cannot offer. The right answer depends on more than the sticker price.

A used car imported into Rwanda pays the same kinds of tax as a new one: import duty, excise, VAT, withholding tax and the infrastructure and African Union levies. Because most of these are percentages of the customs value, a cheaper car pays less in absolute terms, but taxes can make up a similar share of its price. Fully electric vehicles are the main exception: they are exempt from import duty and excise duty and carry 0 % VAT.

## What a new car gives you

- **A warranty.** Cars listed on Imodoka come with maker warranties, from 2 years for several premium brands to 7 years for Kia and Haval.
- **A known history.** No hidden accidents, flood damage or altered odometers.
- **Current safety equipment.** Recent models often have more airbags, stability control and emergency braking.
- **Easier financing.** Lenders may offer better terms, or longer loans, on new cars than on older used ones. Ask yours.

## What a used car gives you

- **A lower price.** The same budget buys a larger or better-equipped car.
- **Slower depreciation.** The first owner absorbs much of the early loss of value.
- **Choice.** Models and versions not sold new in Rwanda are available.

## Comparing fairly

Work out the cost of ownership over the years you expect to keep the car, for both options:

- purchase price, or deposit plus total loan repayments;
- expected repairs, especially for a used car out of warranty;
- fuel, insurance, tyres and servicing;
- the road maintenance levy of 50.000 RWF a year and the yearly inspection at 34.940 RWF, which apply to both;
- a realistic resale value at the end.

## Before you pay

If you buy used, have the car checked by an independent mechanic before paying. Ask for service records, verify the chassis number against the documents and check for signs of flood repair. A mechanic at a Kigali garage said the most expensive used cars are often the cheap ones bought without an inspection.

If you buy new, take advantage of what you are paying for: negotiate a service package, read the warranty terms and keep every service stamp. A full dealer history will also help when you sell.`,
    categories: ["prices-and-deals"],
    author: "grace-mukamana",
    publishedAt: "2026-08-09T10:10:00+02:00",
    cover: { body: "sedan", colour: "#7a1f3d", alt: "Drawing of a burgundy saloon" },
    tags: ["UsedCars", "BuyingAdvice", "Rwanda"],
  },
  {
    slug: "entry-or-top-version-when-the-cheaper-trim-is-the-better-buy",
    title: "Entry or top version? When the cheaper trim is the better buy",
    excerpt:
      "The gap between versions of the same model can reach 12.000.000 RWF. We look at what that money buys, and what it costs when financed.",
    body: `Most models come in several versions, and the price gap between the cheapest and the best-equipped is often large. Dealers naturally showcase the top version. Before choosing, it is worth asking what the extra money really buys, and whether you will use it.

## Examples from Imodoka's listings

- **Toyota Hilux:** 2.4 GD-6 Raider Double Cab 4x4 MT at 60.000.000 RWF, 2.8 GD-6 Legend Double Cab 4x4 AT at 72.000.000 RWF. The Legend adds a bigger engine, an automatic gearbox, a pre-collision system, leather and dual-zone climate control.
- **Toyota RAV4:** 2.0 GX CVT at 48.000.000 RWF, 2.5 Hybrid VX AWD at 60.000.000 RWF. The gap buys all-wheel drive, hybrid economy and more equipment.
- **Hyundai Creta:** 1.5 MPi Smart 6MT at 37.900.000 RWF, 1.5 MPi Premium IVT at 44.900.000 RWF.
- **Suzuki Jimny:** 1.5 GA 3-door MT at 29.000.000 RWF, 1.5 GLX 5-door AT at 35.000.000 RWF, with two extra doors and a more usable rear seat.
- **Volkswagen Tiguan:** 1.5 eTSI Life DSG at 43.000.000 RWF, 2.0 TSI R-Line 4Motion DSG at 54.000.000 RWF.

If you finance the difference, it costs more than the list prices suggest. At 12 % over five years, an extra 12.000.000 RWF adds about 266.900 RWF to each monthly payment and about 4.000.000 RWF of interest over the loan. An extra 6.000.000 RWF adds about 133.500 RWF a month.

## When the higher version is worth it

- **Safety equipment.** If only the higher version has automatic emergency braking, blind-spot monitoring or more airbags, that can justify the price for a family car.
- **Drivetrain.** All-wheel drive or four-wheel drive with low range matters if you regularly use steep, unpaved roads.
- **Gearbox.** An automatic makes daily driving in Kigali traffic easier, and may help resale.

## When the entry version is the smarter buy

- **Comfort features** such as leather, a sunroof or a bigger screen add little to daily use for many drivers.
- **Bigger wheels** on top versions often mean lower-profile, more expensive tyres, less suited to potholes and murram.
- **Larger engines** use more fuel, and the difference adds up every year.

## How to decide

List the features you will use every week. Find the cheapest version that has them all. Then compare that version's price with a better-equipped rival's entry version. A sales adviser at a Kigali showroom said customers who arrive with such a list rarely end up paying for features they never use.`,
    categories: ["prices-and-deals"],
    author: "eric-niyonzima",
    publishedAt: "2026-09-28T16:45:00+02:00",
    cover: { body: "pickup", colour: "#1b1e24", alt: "Drawing of a black pick-up" },
    tags: ["BuyingAdvice", "CarPrices", "Financing"],
  },
  {
    slug: "year-end-car-offers-how-to-judge-what-they-are-worth",
    title: "Year-end car offers: how to judge what they are really worth",
    excerpt:
      "Clearance stock, demonstrator cars and special finance rates appear as the year closes. Here is how to tell a real saving from a sales pitch.",
    body: `As the year ends, dealers often try to clear stock before new shipments arrive, and offers multiply: discounts on cars built earlier in the year, demonstrators at reduced prices, cheaper finance and packs of free extras. Some of these are genuine savings. Others are worth less than they look.

## Older stock and demonstrators

A car that has waited in stock may be offered at a discount. Before accepting, check:

- **the date of manufacture,** shown on the vehicle identification plate, not just the model year in the brochure;
- **the condition of the tyres and battery,** which age even when the car is not driven;
- **when the warranty starts,** normally at registration, not at manufacture;
- **whether a newer version is about to arrive** with more equipment for a similar price.

A car built months earlier will be worth a little less when you sell it, so the discount should reflect that.

Demonstrators have been used for test drives. They can be good value, but ask for the mileage, the service record and whether any damage has been repaired. Confirm that the full warranty still applies and from which date.

## Finance offers

A low advertised interest rate can be attractive, but compare the total amount repayable with what your own bank offers. Check:

- fees for arrangement, processing and insurance;
- the down payment required, since the best rates often need a large deposit;
- the penalty for early repayment;
- whether the low rate lasts for the whole loan or only the first period.

Car loans in Rwanda typically range from 5 % to 18 % a year over three to eight years, so a few percentage points make a large difference on a big loan.

## Packs of free extras

Accessories and service packs are usually valued at retail price. Decide whether you would have bought them anyway. A cash discount may be worth more than a pack of items you do not need.

## A simple test

Ask two questions of any offer:

- What is the total I will pay, including financing, registration and plates?
- What exactly is included, in writing, and until when is the offer valid?

Then compare with the same version at another dealer, or a rival model listed on Imodoka. A sales adviser at a Kigali showroom said the best year-end buyers are those who have chosen their car before the offers start, and use them only to improve the terms.`,
    categories: ["prices-and-deals"],
    author: "aline-uwase",
    publishedAt: "2026-11-17T14:20:00+02:00",
    cover: { body: "suv", colour: "#b3121f", alt: "Drawing of a red SUV" },
    tags: ["CarDeals", "Financing", "Kigali"],
  },
];
