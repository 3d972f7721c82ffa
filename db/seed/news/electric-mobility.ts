import type { SeedNewsArticle } from "./types";

/** Demo news: electric and hybrid cars in Rwanda, charging, tax rules and running costs. */
export const electricMobilityNews: SeedNewsArticle[] = [
  {
    slug: "what-rwandas-ev-tax-exemptions-mean-at-the-showroom",
    title: "What Rwanda's tax exemptions for electric cars mean at the showroom",
    excerpt:
      "Electric cars pay no import duty or excise duty and carry 0 % VAT. A worked example shows how much that can take off the price of a car.",
    body: `Rwanda treats fully electric cars very differently from petrol and diesel ones when they are imported. Electric vehicles are exempt from import duty and excise duty, and VAT on them is charged at 0 %. For a buyer, that is the single biggest reason an electric car can cost less than a petrol car of the same size.

## The taxes a petrol car pays

A petrol or diesel car imported into Rwanda typically carries:

- import duty of 25 %;
- excise duty of between 5 % and 15 %, depending on the vehicle;
- VAT of 18 %;
- withholding tax of 5 %;
- an infrastructure development levy of 1.5 %;
- the African Union levy of 0.2 %.

## A worked example

Take a car with a customs value of 20.000 US dollars, about 29.140.000 RWF at a rate of 1.457 RWF to the dollar. In this simplified illustration, excise is set at 10 % and, as is usual, excise is charged on the value plus duty, and VAT on the value plus duty and excise.

- **Petrol version:** duty 7.285.000 RWF, excise 3.642.500 RWF, VAT 7.212.150 RWF, withholding 1.457.000 RWF, infrastructure levy 437.100 RWF and AU levy 58.280 RWF. Taxes total 20.092.030 RWF, bringing the cost to about 49.232.030 RWF before transport, registration and the dealer's margin.
- **Electric version:** no duty, no excise and 0 % VAT. If the withholding tax and the two levies still apply, taxes total 1.952.380 RWF and the cost is about 31.092.380 RWF.

The gap in this example is more than 18.000.000 RWF. Real calculations by the Rwanda Revenue Authority depend on the vehicle's declared value and classification, so treat these figures as an illustration, not a quote.

## What you see in Imodoka's listings

Prices listed on Imodoka include taxes. That is why, for example, a Kia EV5 64.2 kWh Air is listed at 50.900.000 RWF while a petrol Kia Sportage 2.0 MPi LX is listed at 55.900.000 RWF. The two cars differ in size and equipment, but much of the price gap comes from the different tax treatment.

## Points to check

- The exemptions apply to fully electric vehicles. Plug-in and self-charging hybrids should not be assumed to qualify.
- If you import a car yourself, confirm its treatment with the Rwanda Revenue Authority before you ship it: https://www.rra.gov.rw
- Ask the dealer whether a home charger is included in the price.`,
    categories: ["electric-mobility", "prices-and-deals"],
    author: "eric-niyonzima",
    publishedAt: "2025-06-20T12:35:00+02:00",
    cover: { body: "suv", colour: "#2f5d46", alt: "Drawing of a green SUV" },
    tags: ["ElectricCars", "RRA", "Taxes"],
  },
  {
    slug: "charging-an-electric-car-at-home-in-kigali",
    title: "Charging an electric car at home in Kigali: what you need to know",
    excerpt:
      "Most electric car owners charge at home overnight. Here is how long it takes, what equipment you need and what to ask an electrician.",
    body: `For most owners, an electric car is charged where it sleeps. Public fast chargers are useful on trips, but the everyday routine is to plug in at home in the evening and leave with a full battery. Getting the home set-up right is the first practical step after buying.

## How long does it take?

Charging time depends on the battery size and the power the car can accept on alternating current (AC). As a rough guide, divide the energy you need by the charging power:

- A BYD Atto 3 Standard Range has a 49.9 kWh battery and accepts up to 7 kW on AC. A full charge from near empty on a 7 kW wallbox takes about seven hours.
- On an ordinary household socket delivering around 2.3 kW, the same charge takes most of a day.
- Daily needs are much smaller. Driving 50 km at about 16 kWh per 100 km uses 8 kWh, a little over an hour on a wallbox or three to four hours on a socket.

Some cars, such as the BYD Dolphin Comfort or the Hyundai Ioniq 5, accept 11 kW on AC, but only if the home supply and the wallbox can deliver it.

## Wallbox or socket?

A socket is acceptable for occasional use or for small daily mileage, but it should be a dedicated, properly earthed circuit, not an extension lead. A wallbox is safer for regular use and faster. Many models can also limit their power so the house's main breaker does not trip when the cooker and water heater are on.

## What to ask an electrician

- Can my supply support a 7 kW charger alongside the rest of the house?
- Is the circuit protected with a suitable residual-current device?
- Where should the charger go so the cable reaches the car without crossing a walkway?
- Is the installation protected from rain if the parking is outside?
- Is surge protection advisable at this address?

## Apartments and rented homes

Tenants and apartment owners should agree on the installation with the landlord or the building's management before buying the car. A shared compound may need a separate meter or a simple way to split the electricity cost.

A sales adviser at a Kigali showroom said buyers increasingly ask whether a wallbox and installation can be included in the deal. It is worth asking: the cost is small next to the price of the car, and it makes the first weeks of ownership much easier.`,
    categories: ["electric-mobility"],
    author: "aline-uwase",
    publishedAt: "2025-08-09T10:10:00+02:00",
    cover: { body: "hatchback", colour: "#e9ecf1", alt: "Drawing of a white hatchback" },
    tags: ["ElectricCars", "Charging", "Kigali"],
  },
  {
    slug: "hybrid-plug-in-or-fully-electric-which-suits-you",
    title: "Hybrid, plug-in hybrid or fully electric: which suits your driving?",
    excerpt:
      "The three kinds of electrified car work very differently and are priced differently in Rwanda. We explain how to match one to the way you drive.",
    body: `Car showrooms in Kigali now offer three kinds of electrified car, and the names are easily confused. Each suits a different driver, and in Rwanda each carries a different price logic.

## Self-charging hybrid

A self-charging hybrid, such as the Toyota Corolla Cross 1.8 Hybrid XR, has a petrol engine, an electric motor and a small battery that fills up when the car slows down. It never needs plugging in.

- Listed on Imodoka at 44.000.000 RWF, against 38.000.000 RWF for the petrol Corolla Cross 1.8 XS.
- Claimed consumption is 4.3 litres per 100 km against 6.9 for the petrol version.
- Savings are largest in stop-and-go traffic and on hilly roads where the car can recover energy downhill.

To judge whether the 6.000.000 RWF premium pays back, estimate your yearly fuel saving: over 15.000 km, the gap in claimed consumption is about 390 litres. Multiply by the pump price and compare.

## Plug-in hybrid

A plug-in hybrid has a larger battery that you charge from the mains, giving a few dozen kilometres of electric driving before the petrol engine takes over. The BYD Sealion 6 Dynamic is listed at 62.000.000 RWF with a claimed 80 km of electric range; the seven-seat Mitsubishi Outlander PHEV starts at 78.000.000 RWF.

It makes sense if your daily trips are short and you can charge every night, but you still want a petrol engine for long trips to Rusizi or Nyagatare. If you never plug it in, it becomes a heavy petrol car.

## Fully electric

A fully electric car has no engine at all. It benefits from Rwanda's exemption from import duty and excise duty and from 0 % VAT, which is why, for example, the Toyota bZ4X FWD is listed at 62.000.000 RWF with a claimed 513 km of range.

It suits drivers who can charge at home or at work and whose longer trips can be planned around charging stops.

## A quick guide

- Mostly city driving, no home charging: a self-charging hybrid.
- Short daily trips, home charging, frequent long trips: a plug-in hybrid.
- Home charging and mostly predictable routes: a fully electric car.

Whichever you choose, ask the dealer how the battery is covered by warranty and who services the electric system in Rwanda.`,
    categories: ["electric-mobility"],
    author: "jean-paul-habimana",
    publishedAt: "2025-09-27T16:45:00+02:00",
    cover: { body: "suv", colour: "#b7bec9", alt: "Drawing of a silver SUV" },
    tags: ["Hybrid", "ElectricCars", "BuyingAdvice"],
  },
  {
    slug: "how-to-work-out-what-an-electric-car-costs-to-run",
    title: "How to work out what an electric car costs to run in Rwanda",
    excerpt:
      "Fuel and electricity prices change, but the method does not. A simple calculation with your own tariff shows what an electric car saves.",
    body: `Salespeople often promise that an electric car is cheap to run. The claim is usually true, but the size of the saving depends on your electricity tariff, the pump price and how far you drive. Rather than rely on someone else's figures, you can work it out yourself in a few minutes.

## The basic formula

For any car, the energy cost of 100 km is its consumption per 100 km multiplied by the price of one unit of energy:

- electric car: kWh per 100 km × your price per kWh;
- petrol or diesel car: litres per 100 km × the pump price per litre.

Imodoka lists the claimed consumption of every version, so the first half of each formula is already done.

## A worked comparison

Take two family SUVs listed on Imodoka:

- Kia EV5 64.2 kWh Air: 16.8 kWh per 100 km, listed at 50.900.000 RWF.
- Kia Sportage 2.0 MPi LX: 8.3 litres per 100 km, listed at 55.900.000 RWF.

Over 15.000 km a year, the EV5 uses about 2.520 kWh and the Sportage about 1.245 litres of petrol. Multiply each by the current tariff and pump price and you have the yearly energy bill of each car.

Two adjustments make the result more realistic. Some energy is lost while charging, so add a margin to the electric figure. And official consumption figures are measured in test conditions; air conditioning, steep hills and heavy loads raise both cars' real consumption.

## Beyond energy

Energy is not the only running cost:

- **Servicing:** an electric car has no oil, spark plugs or exhaust to replace, and regenerative braking reduces brake wear. Ask the dealer for the service schedule and prices.
- **Tyres:** electric cars are heavy and may wear tyres faster.
- **Insurance:** get quotes before buying; premiums depend on the car's value and repair costs.
- **Fees:** include the annual road maintenance levy and the yearly technical inspection, which costs 34.940 RWF for a private car.

## The bigger picture

In many cases the biggest saving happens before the first kilometre. Thanks to the exemptions from import duty and excise duty and 0 % VAT, an electric car can be listed below a comparable petrol model, as the EV5 example shows. Add a lower energy bill and the case becomes strong, provided you can charge at home.`,
    categories: ["electric-mobility"],
    author: "grace-mukamana",
    publishedAt: "2025-11-16T14:20:00+02:00",
    cover: { body: "suv", colour: "#1f4fd8", alt: "Drawing of a blue SUV" },
    tags: ["ElectricCars", "RunningCosts", "Rwanda"],
  },
  {
    slug: "using-public-fast-chargers-in-rwanda",
    title: "Using public fast chargers in Rwanda: a practical guide",
    excerpt:
      "DC fast chargers turn a long trip into a coffee stop, if your car and the charger speak the same language. Here is what to check before you rely on them.",
    body: `Home charging covers daily life, but a longer trip or a busy day may call for a public fast charger. Companies such as KABISA install electric vehicle chargers in Rwanda, and fast charging points are becoming part of trip planning for electric car owners. Using them well takes a little preparation.

Public chargers come in two kinds. AC chargers work like a home wallbox and are limited by the charger built into the car, usually 7 kW or 11 kW. DC fast chargers bypass that limit and feed the battery directly, much faster.

## Your car sets the speed

A fast charger only charges as fast as the car allows. The maximum DC charging power of cars listed on Imodoka varies widely:

- BYD Atto 3 Standard Range: up to 70 kW
- MG ZS EV Standard Range: up to 76 kW
- Geely EX5: up to 100 kW
- Hyundai Kona Electric: up to 102 kW
- Hyundai Ioniq 5 63 kWh: up to 180 kW
- Kia EV6 84 kWh: up to 240 kW

These are peak figures. Charging slows as the battery fills, so most drivers charge to about 80 % and continue their trip. A car with a higher peak and a larger battery does not always charge faster in practice; ask the dealer for the typical time from 10 % to 80 %.

## Check the connector

Most new electric cars sold in the region use the CCS2 connector for fast charging. Some older imported cars, such as earlier Nissan Leafs, use the CHAdeMO connector instead, and cars built for the Chinese domestic market may use another standard. Before relying on a public charger, confirm that it has the right plug for your car.

## Before you set off

- Find out how the charger is paid for: an app, a card or payment on site.
- Check the operator's opening hours if the charger is on private premises such as a hotel or a shopping centre.
- Keep a buffer: do not plan to arrive at a charger with an almost empty battery.
- Have a plan B, such as an AC charger at your destination.

## Charging etiquette

Fast chargers are shared. Move the car once it has finished charging, do not park in a charging bay without charging, and report faults to the operator. A sales adviser at a Kigali showroom said new owners often ask about this, and good habits now will matter more as the number of electric cars grows.`,
    categories: ["electric-mobility"],
    author: "eric-niyonzima",
    publishedAt: "2026-01-05T07:30:00+02:00",
    cover: { body: "suv", colour: "#5c6470", alt: "Drawing of a grey SUV" },
    tags: ["Charging", "ElectricCars", "RoadTrips"],
  },
  {
    slug: "plug-in-hybrids-in-rwanda-prices-charging-and-tax",
    title: "Plug-in hybrids in Rwanda: prices, charging and the tax question",
    excerpt:
      "Plug-in hybrids promise electric commuting and petrol range. Before buying one, understand how they are charged, how they are taxed and when they save money.",
    body: `Plug-in hybrids sit between petrol cars and fully electric ones. They have a petrol engine and a battery large enough for a useful distance on electricity alone. Several are now listed on Imodoka, and they raise questions that buyers should answer before visiting a dealer.

## What is on offer

Plug-in hybrids listed on Imodoka include:

- BYD Sealion 6 Dynamic FWD DM-i: 62.000.000 RWF, 18.3 kWh battery, claimed 80 km of electric range.
- Mitsubishi Outlander PHEV 2.4 GLS: 78.000.000 RWF, 20 kWh battery, claimed 84 km, seven seats.
- Mazda CX-60 2.5 e-Skyactiv PHEV Homura AWD: 124.900.000 RWF, 17.8 kWh, claimed 63 km.
- Volvo XC60 T8 AWD Plug-in Hybrid Ultra: 135.000.000 RWF, 18.8 kWh, claimed 81 km.

## Charging matters more than anything

Official fuel figures for plug-in hybrids, often around 1 litre per 100 km, assume that the battery is charged regularly. If you never plug in, you carry a heavy battery around and consumption rises well above that of a comparable petrol car.

The batteries are small, so charging is simple. The Sealion 6 accepts 6.6 kW on AC, enough to fill its battery in about three hours on a wallbox. The Outlander PHEV accepts 3.7 kW on AC, so a full charge takes around five and a half hours, still fine overnight, and it can also use a DC fast charger.

## The tax question

Rwanda exempts fully electric vehicles from import duty and excise duty and applies 0 % VAT to them. Buyers should not assume that plug-in hybrids receive the same treatment. Because Imodoka lists prices with taxes included, you can compare the listed price of a plug-in hybrid directly with electric and petrol rivals. If you plan to import one yourself, check its treatment with the Rwanda Revenue Authority first.

## Who should buy one

A plug-in hybrid makes sense if:

- your daily driving is mostly within the battery's electric range;
- you can charge at home or at work every day;
- you often drive long distances where charging is uncertain, for example to Nyungwe or the far east of the country.

If you rarely drive far, a fully electric car is simpler and often cheaper. If you cannot charge at home, a self-charging hybrid is the better choice. A sales adviser at a Kigali showroom said the buyers happiest with plug-in hybrids are those who treat plugging in as a nightly habit.`,
    categories: ["electric-mobility"],
    author: "aline-uwase",
    publishedAt: "2026-02-24T11:05:00+02:00",
    cover: { body: "suv", colour: "#123a6b", alt: "Drawing of a navy SUV" },
    tags: ["PlugInHybrid", "ElectricCars", "Rwanda"],
  },
  {
    slug: "electric-car-battery-warranties-compared",
    title: "Electric car battery warranties compared: what buyers in Rwanda get",
    excerpt:
      "The battery is the most expensive part of an electric car. We compare the warranties listed on Imodoka and list the questions to ask before signing.",
    body: `For many buyers the main worry about an electric car is the battery: what happens if it loses capacity or fails after a few years? The answer lies in the warranty, and the terms differ more than the marketing suggests.

## What the makers offer

Warranties listed in Imodoka's catalogue for electric models include:

- **Geely EX5:** 5 years or 150.000 km on the car, 8 years or 200.000 km on the battery.
- **BYD (Atto 2, Atto 3, Dolphin, Seal):** 6 years or 150.000 km on the car, 8 years or 160.000 km on the battery.
- **Kia (EV5, EV6, EV9):** 7 years or 150.000 km, battery included.
- **Hyundai (Ioniq 5, Ioniq 6, Kona Electric):** 5 years with unlimited mileage on the car, 8 years or 160.000 km on the battery.
- **MG ZS EV:** 5 years or 150.000 km on the car, 8 years or 150.000 km on the battery.
- **Toyota bZ4X, Volkswagen ID.4, Nissan Leaf:** 3 years or 100.000 km on the car, 8 years or 160.000 km on the battery.
- **Audi, BMW and Mercedes-Benz electric models:** 2 years with unlimited mileage on the car, 8 years or 160.000 km on the battery.

Eight years has become the common term for the battery; the differences lie in the mileage limit and in how long the rest of the car is covered.

## Read the small print

A battery warranty rarely promises that the battery will stay as good as new. Most guarantee that it will keep a minimum share of its original capacity during the warranty period. Ask for that figure in writing, along with:

- how capacity is measured, and where in Rwanda the test can be done;
- whether the warranty requires servicing at an authorised workshop;
- whether it transfers to the next owner if you sell the car;
- whether it covers commercial use such as taxi or ride-hailing work;
- who handles the claim locally and how long a replacement would take.

## Imported cars

Cars bought new through an authorised dealer in Rwanda are the simplest case. A car imported privately may not be covered by the maker's warranty here at all, even if it is new. Ask the seller for written confirmation before paying.

## Looking after the battery

A sales adviser at a Kigali showroom said the most common question from new owners is whether daily fast charging harms the battery. Follow the maker's advice in the owner's manual. In general, home charging for daily use, with fast charging kept for trips, is the gentlest routine.`,
    categories: ["electric-mobility"],
    author: "jean-paul-habimana",
    publishedAt: "2026-04-15T09:40:00+02:00",
    cover: { body: "sedan", colour: "#b7bec9", alt: "Drawing of a silver saloon" },
    tags: ["ElectricCars", "Warranty", "Batteries"],
  },
  {
    slug: "planning-an-electric-car-trip-to-musanze-huye-or-rubavu",
    title: "Planning an electric car trip to Musanze, Huye or Rubavu",
    excerpt:
      "Rwanda's hills, heat and winding roads affect an electric car's range in both directions. Here is how to plan an up-country trip without stress.",
    body: `Driving an electric car around Kigali rarely raises questions about range. A weekend in Musanze, a visit to family in Huye or a trip to Lake Kivu at Rubavu is different. The distances are manageable for most modern electric cars, but Rwanda's roads affect range in ways worth understanding.

## Claimed range is a starting point

Ranges listed on Imodoka are official test figures. Real range depends on speed, load, temperature and terrain. A car with a claimed 430 km, such as the Geely EX5 Pro, will usually cover less with five people, luggage and the air conditioning on.

A return trip from Kigali to Rubavu is around 300 km, and to Musanze around 200 km. With a modern electric car and a full battery, those trips are possible, but it is wise to know where you can charge at the destination.

## Hills cost and return energy

Climbing a long hill uses a lot of energy, but an electric car recovers part of it on the way down through regenerative braking. On a route with big climbs and descents, the net effect is often smaller than drivers fear. The difference is in timing: the battery drops quickly on the climb, then recovers. Do not panic halfway up a long ascent.

Regenerative braking also reduces wear on the brakes on long descents, an advantage on the roads to the west and north.

## A simple plan

- Charge to full the night before. Check the owner's manual; some batteries are meant to be charged to 100 % only before long trips.
- Keep a buffer. Plan to arrive with a comfortable margin, not an almost empty battery.
- Book accommodation with charging or at least an accessible socket, and ask in advance.
- Know where the fast chargers are along your route, and check that they have the right connector for your car.
- Drive smoothly. Moderate speeds on open roads save more energy than any other habit.

## Cars with room to spare

For frequent long trips, a larger battery buys peace of mind. Among electric cars listed on Imodoka, the Nissan Leaf 75 kWh Evolve claims 622 km for 52.000.000 RWF, and the Hyundai Ioniq 6 Long Range RWD claims 614 km for 73.900.000 RWF.

A sales adviser at a Kigali showroom said owners who do the trip once usually stop worrying about range. Planning the first one carefully is the best way to get there.`,
    categories: ["electric-mobility"],
    author: "grace-mukamana",
    publishedAt: "2026-06-04T08:15:00+02:00",
    cover: { body: "suv", colour: "#2f5d46", alt: "Drawing of a green SUV" },
    tags: ["ElectricCars", "RoadTrips", "Musanze", "Rubavu"],
  },
  {
    slug: "cheapest-electric-cars-listed-on-imodoka",
    title: "The cheapest electric cars you can buy new in Rwanda",
    excerpt:
      "With the BYD Dolphin Mini now listed at 24.000.000 RWF, an electric car costs about the same as a small petrol hatchback. We list the most affordable options.",
    body: `The arrival of the BYD Dolphin Mini has pushed the entry price of a new electric car in Rwanda down to the level of a small petrol hatchback. Thanks to the exemption from import duty and excise duty and 0 % VAT on electric vehicles, several models now compete directly with popular petrol city cars.

## The most affordable electric cars on Imodoka

- **BYD Dolphin Mini Active 30 kWh:** 24.000.000 RWF, claimed 220 km, four seats.
- **BYD Dolphin Mini Boost 43 kWh:** 29.000.000 RWF, claimed 310 km.
- **BYD Atto 2 Active 45 kWh:** 33.000.000 RWF, claimed 312 km, a small SUV.
- **MG ZS EV Standard Range:** 34.000.000 RWF, claimed 320 km, a compact SUV.
- **BYD Dolphin Active 45 kWh:** 36.000.000 RWF, claimed 340 km, a five-seat hatchback.
- **Geely EX5 Pro:** 40.000.000 RWF, claimed 430 km, a family SUV.
- **Nissan Leaf 52 kWh Engage:** 44.000.000 RWF, claimed 436 km.

## Against petrol city cars

For comparison, a Suzuki Swift 1.2 GL MT is listed at 22.000.000 RWF and a Hyundai Grand i10 1.2 Fluid AMT at 25.400.000 RWF. The Dolphin Mini Active sits between them, with an automatic drive and no fuel bill.

## Which one for which driver

- For short daily trips around Kigali, with two or three occupants, the Dolphin Mini Active is enough. Its range will not suit regular up-country trips.
- The Dolphin Mini Boost adds range and faster DC charging, up to 85 kW, for 5.000.000 RWF more. It is the better all-rounder of the two.
- Families who need five seats and a real boot should start with the Atto 2 or the Dolphin.
- Buyers who drive out of Kigali every week should look at the EX5 or the Leaf for their larger batteries.

## Check before you buy

The cheapest versions save money by using smaller batteries and slower charging. The Atto 2 Active accepts up to 65 kW on DC, while the Comfort 65 kWh version at 41.000.000 RWF accepts up to 155 kW. If you rarely use fast chargers, the cheaper version may be all you need.

A sales adviser at a Kigali showroom said first-time electric buyers often overestimate the range they need. Note your real daily distances for a week before choosing. And make sure home charging is possible before you commit: it is what makes an affordable electric car affordable to run.`,
    categories: ["electric-mobility", "prices-and-deals"],
    author: "eric-niyonzima",
    publishedAt: "2026-07-24T15:25:00+02:00",
    cover: { body: "hatchback", colour: "#b3121f", alt: "Drawing of a red hatchback" },
    tags: ["ElectricCars", "BYD", "Budget"],
  },
  {
    slug: "buying-a-used-imported-electric-car-what-to-check",
    title: "Buying a used imported electric car: what to check first",
    excerpt:
      "A used electric car can be a bargain or an expensive mistake. The battery's health, charging connector and warranty status matter more than the mileage.",
    body: `Used electric cars imported from Japan, Europe, China or the Gulf are appearing more often in Kigali's used-car market. Some are excellent value. Others have tired batteries or equipment that does not work well in Rwanda. The checks are different from those for a petrol car, and they should be done before any money changes hands.

## Battery health comes first

The battery is the most expensive component, and its condition matters more than the odometer. Ask for a battery state-of-health report, ideally produced by an authorised dealer or a specialist with the right diagnostic tools. A dashboard range estimate is not enough, because it depends on how the car was last driven.

On a test drive, charge the car fully, note the displayed range, drive a known route and compare the energy used with what remains.

## Charging and compatibility

- **Connector:** check which fast-charging connector the car has. Older Nissan Leafs use CHAdeMO, most newer cars use CCS2, and cars built for the Chinese domestic market may use another standard. Make sure chargers you plan to use fit.
- **Cables:** confirm that the charging cable is included and suits Rwandan sockets or your wallbox.
- **Software:** cars built for other markets may have menus, navigation or connected services that do not work here.

## Warranty and paperwork

A maker's battery warranty often does not follow a car imported privately from another country. Ask the local dealer of the brand whether they will honour any remaining cover, and get the answer in writing.

Rwanda exempts electric vehicles from import duty and excise duty and applies 0 % VAT to them. If you are importing a used electric car yourself, confirm its treatment and the required documents with the Rwanda Revenue Authority before you ship it.

## The usual used-car checks

Everything that matters for a petrol car still applies:

- signs of accident repair or flood damage, which is especially serious for a car full of electronics;
- tyre wear, since electric cars are heavy;
- brake discs, which can corrode when regenerative braking does most of the slowing;
- a clean title and matching chassis number.

Once registered, the car must pass the yearly technical inspection with the Rwanda National Police, which costs 34.940 RWF for a private car.

A mechanic at a Kigali garage said the best used electric cars he sees come with a complete service history. If the seller has none, lower your offer or walk away.`,
    categories: ["electric-mobility"],
    author: "aline-uwase",
    publishedAt: "2026-09-12T13:50:00+02:00",
    cover: { body: "hatchback", colour: "#5c6470", alt: "Drawing of a grey hatchback" },
    tags: ["UsedCars", "ElectricCars", "BuyingAdvice"],
  },
  {
    slug: "seven-seat-electric-and-hybrid-family-cars-compared",
    title: "Seven seats and electrified: the family cars on offer in Rwanda",
    excerpt:
      "Large families no longer have to choose between space and low fuel use. We compare the seven-seat electric, plug-in hybrid and hybrid models listed on Imodoka.",
    body: `For a long time, a Rwandan family that needed seven seats bought a diesel SUV or a minibus. Electrified seven-seaters are now listed on Imodoka, from self-charging hybrids to fully electric SUVs, at a wide range of prices.

## Fully electric

- **Kia EV9 99.8 kWh Earth RWD:** 98.900.000 RWF, seven seats, claimed 563 km.
- **Mercedes-Benz EQB 350 4MATIC 7-seat:** 102.900.000 RWF, claimed 423 km.
- **Hongqi E-HS9 Comfort 84 kWh 7-seat:** 120.000.000 RWF, claimed 396 km.

These benefit from Rwanda's exemption from import duty and excise duty and from 0 % VAT on electric vehicles. The EV9 offers the longest claimed range of the group, comfortably more than a return trip from Kigali to Rubavu. The EQB is more compact; its third row is best kept for children.

## Plug-in hybrid

- **Mitsubishi Outlander PHEV 2.4 GLS:** 78.000.000 RWF, seven seats, claimed 84 km on electricity.
- **Volvo XC90 T8 AWD Plug-in Hybrid Ultra:** 185.000.000 RWF, seven seats, claimed 71 km on electricity.

A plug-in hybrid suits a family that drives short distances during the week, charges at home and travels long distances at weekends.

## Self-charging hybrid

- **Peugeot 5008 Hybrid 145 Allure:** 54.000.000 RWF, seven seats, claimed 5.7 litres per 100 km.
- **Hyundai Santa Fe 1.6 T-GDi Hybrid AWD:** 92.900.000 RWF, seven seats, claimed 6.6 litres per 100 km.
- **Hyundai Palisade 2.5 T-GDi Hybrid Calligraphy AWD:** 132.900.000 RWF, seven seats, claimed 7.5 litres per 100 km.

The 5008 is the most affordable electrified seven-seater in our catalogue. It needs no charging and uses far less fuel than a large petrol SUV in town.

## How to choose

- Sit in the third row yourself. Space varies greatly, and a seat that suits a ten-year-old may not suit an adult on a trip to Huye.
- Check boot space with all seven seats in use; some cars have very little left.
- Look at ground clearance if the family home is on an unpaved road.
- For electric models, make sure home charging is possible before signing.

A sales adviser at a Kigali showroom said families often come in asking for an electric car and leave with a hybrid because they cannot charge at home. Sort out charging first, then choose the car.`,
    categories: ["electric-mobility"],
    author: "jean-paul-habimana",
    publishedAt: "2026-10-31T18:05:00+02:00",
    cover: { body: "suv", colour: "#e9ecf1", alt: "Drawing of a white SUV" },
    tags: ["FamilyCars", "ElectricCars", "Hybrid"],
  },
];
