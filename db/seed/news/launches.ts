import type { SeedNewsArticle } from "./types";

/** Demo news: new models and versions arriving at Rwandan dealers. */
export const launchesNews: SeedNewsArticle[] = [
  {
    slug: "new-mg-zs-reaches-kigali-from-27-million-rwf",
    title: "New MG ZS reaches Kigali showrooms from 27.000.000 RWF",
    excerpt:
      "The new-generation MG ZS compact SUV is listed on Imodoka in two versions, both with a 1.5-litre petrol engine and a CVT automatic gearbox.",
    body: `The new-generation MG ZS has joined the compact SUVs that buyers can order new in Rwanda. It is a little over 4.4 metres long, sits higher than a hatchback and keeps the formula that made the previous car popular in the region: plenty of space and equipment for the money, with a simple engine.

## Two versions, one engine

Both versions use a 1.5-litre four-cylinder petrol engine without a turbo, rated at 81 kW (109 hp), with a CVT automatic and front-wheel drive. Claimed consumption is 6.8 litres per 100 km for both.

- **1.5 Comfort CVT**, listed on Imodoka at 27.000.000 RWF: six airbags, stability control, rear parking sensors, cruise control and a 10.25-inch touchscreen with Apple CarPlay and Android Auto.
- **1.5 Luxury CVT**, listed at 31.000.000 RWF: adds automatic emergency braking, lane keeping assist, a 360-degree camera, automatic climate control, a sunroof and a 12.3-inch screen.

The 4.000.000 RWF gap buys mostly safety and convenience features. For a family that drives often on busy roads such as the Kigali–Rwamagana highway, the extra driver aids of the Luxury version are worth weighing.

## Who it is for

The ZS targets buyers moving up from a small hatchback who want a higher seating position and a bigger boot, rated at 443 litres. The warranty quoted in our catalogue is 5 years or 150.000 km, which is longer than several rivals in this price range.

The naturally aspirated engine is unstressed and runs on regular petrol, but performance is modest. A sales adviser at a Kigali showroom said customers who test the car on steep streets with four adults on board notice it working hard, and advised doing exactly that before signing.

## How it compares

Other compact SUVs listed on Imodoka at a similar price include:

- Chery Tiggo 4 Pro from 26.000.000 RWF
- Changan CS35 Plus from 27.000.000 RWF
- Haval Jolion from 30.000.000 RWF
- Suzuki Vitara from 32.000.000 RWF

Ask the dealer where the car can be serviced outside Kigali, for example in Musanze or Huye, and how quickly common parts can be supplied. For a new brand in a buyer's household, that matters as much as the price.`,
    categories: ["launches"],
    author: "aline-uwase",
    publishedAt: "2025-06-03T08:15:00+02:00",
    cover: { body: "suv", colour: "#b3121f", alt: "Drawing of a red SUV" },
    tags: ["MGZS", "NewCars", "Rwanda"],
  },
  {
    slug: "audi-a6-sixth-generation-saloon-listed-in-rwanda",
    title: "Sixth-generation Audi A6 saloon listed in Rwanda from 128.000.000 RWF",
    excerpt:
      "Audi's new executive saloon comes with mild-hybrid engines as standard. Here is what the two versions offer and what they cost in Rwanda.",
    body: `The new Audi A6 saloon is now listed on Imodoka, giving Rwandan executive-car buyers a fresh alternative to the BMW 5 Series and Mercedes-Benz E-Class. It is a five-metre car built on Audi's new platform for combustion engines, and every engine is paired with a 48-volt mild-hybrid system.

## The versions

- **TFSI S tronic**, listed at 128.000.000 RWF: 2.0-litre turbo petrol, 150 kW (201 hp), front-wheel drive, seven-speed dual-clutch gearbox, claimed 6.8 litres per 100 km.
- **3.0 TFSI quattro S tronic**, listed at 175.000.000 RWF: 3.0-litre V6 turbo, 270 kW (362 hp), all-wheel drive, adaptive air suspension and a panoramic sunroof, claimed 8.6 litres per 100 km.

Both have a 14.5-inch central touchscreen and an 11.9-inch digital instrument display. The V6 adds a screen for the front passenger, a head-up display and 360-degree cameras.

## Which one makes sense here

For most buyers in Kigali the four-cylinder car is the rational choice. The city's main roads are paved, and front-wheel drive copes well with wet streets when fitted with good tyres. The V6 quattro is aimed at those who drive often on hill roads in the rainy season and want all-wheel drive in a saloon.

Ground clearance is low. Owners who regularly reach homes or project sites on murram roads should test the car on those exact roads before deciding; an SUV may be the better tool.

## Running and ownership

The warranty listed in our catalogue is 2 years with unlimited mileage. Before buying, ask:

- who services the car in Rwanda and whether technicians are trained on the mild-hybrid system;
- how long imported parts such as headlights or windscreens take to arrive;
- whether the price quoted includes registration and number plates.

Like every private car, the A6 pays the annual road maintenance levy of 50.000 RWF, and it must pass the Rwanda National Police technical inspection, which costs 34.940 RWF for a private car and is valid for one year.

The 47.000.000 RWF gap between the two versions is large. Buyers considering the V6 for its equipment should ask whether the dealer can order the four-cylinder with selected options instead.`,
    categories: ["launches"],
    author: "jean-paul-habimana",
    publishedAt: "2025-07-23T15:25:00+02:00",
    cover: { body: "sedan", colour: "#1b1e24", alt: "Drawing of a black saloon" },
    tags: ["Audi", "LuxuryCars", "Kigali"],
  },
  {
    slug: "new-mitsubishi-triton-pick-up-arrives-at-victoria-motors",
    title: "New Mitsubishi Triton double cab arrives, priced from 56.000.000 RWF",
    excerpt:
      "The sixth-generation Triton brings a new 2.4-litre bi-turbo diesel and keeps low-range four-wheel drive, at prices just under its best-known rivals.",
    body: `The sixth-generation Mitsubishi Triton is now available through Victoria Motors Rwanda, the brand's distributor. It is an all-new pick-up with a stronger chassis and a new 2.4-litre bi-turbo diesel engine, and it enters one of the most competitive segments of the Rwandan market.

## Two double-cab versions

- **2.4D GLX Double Cab 4x4 MT**, listed on Imodoka at 56.000.000 RWF: 135 kW (181 hp), 430 Nm, six-speed manual, seven airbags, rear-view camera and a 9-inch touchscreen with Apple CarPlay and Android Auto.
- **2.4D GLS Double Cab 4x4 AT**, listed at 65.000.000 RWF: 150 kW (201 hp), 470 Nm, six-speed automatic, adaptive cruise control, blind-spot warning, leather seats and automatic climate control.

Both versions have four-wheel drive with a low-range transfer case, 228 mm of ground clearance and a claimed 8 litres per 100 km.

## Built for farm roads

The low-range gearbox is what separates a working pick-up from a lifestyle one. On steep, muddy tracks in the Northern and Western provinces during the rainy season, it lets the driver crawl up and down slopes under control. The GLS adds a rear differential lock and hill descent control, both useful on slippery murram.

A sales adviser at a Kigali dealership said farmers and construction firms usually ask first about payload and service intervals, and only then about the screen.

## Against the rivals

Double-cab 4x4 prices listed on Imodoka:

- Toyota Hilux 2.4 GD-6 Raider: 60.000.000 RWF
- Ford Ranger XLT 2.0 Bi-Turbo automatic: 64.000.000 RWF
- Isuzu D-Max 3.0 Ddi LS manual: 65.900.000 RWF
- Mitsubishi Triton GLX manual: 56.000.000 RWF

The Triton is the cheapest of this group, though the warranty listed for it, 3 years or 100.000 km, is shorter than the 5 years or 120.000 km listed for the D-Max.

## Running costs to budget

Pick-ups pay the annual road maintenance levy at the higher rate of 100.000 RWF, against 50.000 RWF for cars. Business buyers should also confirm with the dealer how the vehicle will be registered and whether the price quoted includes plates and the first inspection.`,
    categories: ["launches"],
    author: "grace-mukamana",
    publishedAt: "2025-09-11T13:50:00+02:00",
    cover: { body: "pickup", colour: "#b7bec9", alt: "Drawing of a silver pick-up" },
    tags: ["Mitsubishi", "Triton", "PickUp"],
  },
  {
    slug: "new-suzuki-swift-at-rwanda-motor-from-22-million-rwf",
    title: "New Suzuki Swift on sale at Rwanda Motor from 22.000.000 RWF",
    excerpt:
      "The fourth-generation Swift brings a new 1.2-litre three-cylinder engine and six airbags as standard. We look at the two versions and who they suit.",
    body: `Rwanda Motor, the Suzuki distributor, now offers the fourth-generation Suzuki Swift. The small hatchback keeps its compact size and light weight, and gains a new 1.2-litre three-cylinder petrol engine designed for low fuel use.

## What you get

The Swift comes in two versions, both with the same 60 kW (80 hp) engine and front-wheel drive:

- **1.2 GL MT**, listed on Imodoka at 22.000.000 RWF: five-speed manual, six airbags, stability control, hill hold, rear parking sensors and a 7-inch touchscreen.
- **1.2 GLX AMT**, listed at 26.000.000 RWF: automated manual gearbox, automatic climate control, keyless entry, LED headlights, cruise control, a rear-view camera and a 9-inch screen with wireless phone mirroring.

Claimed consumption is 4.6 litres per 100 km for the manual and 4.5 for the AMT, among the lowest of any petrol car in our catalogue.

## Manual or AMT?

The AMT is a manual gearbox with an automatic clutch. It makes stop-and-go driving in Kigali traffic easier, but gear changes are slower than in a conventional automatic. A sales adviser at a Kigali showroom said first-time buyers who learned on a manual often choose the GL, while those who drive mostly in town prefer the AMT.

Test both on a hill start. Kigali's steep streets are where the difference is most obvious.

## Practical points

The Swift is a city car first. Things to keep in mind:

- Ground clearance is 163 mm, so take care on unpaved roads and speed bumps.
- The boot holds 265 litres, enough for shopping but tight for a family trip to Rubavu.
- The warranty listed is 3 years or 100.000 km.
- Rwanda Motor's network is one of the most established in the country, which helps with servicing and parts.

## Rivals

Other small petrol cars listed on Imodoka around this price include the Hyundai Grand i10 from 20.900.000 RWF, the Kia Picanto from 20.900.000 RWF and the Peugeot 208 from 24.000.000 RWF. Suzuki's own Celerio, from 15.000.000 RWF, is the choice for buyers who need to spend less.

Like all private cars, the Swift pays the 50.000 RWF annual road maintenance levy and needs a yearly inspection at 34.940 RWF.`,
    categories: ["launches"],
    author: "eric-niyonzima",
    publishedAt: "2025-10-31T18:05:00+02:00",
    cover: { body: "hatchback", colour: "#1f4fd8", alt: "Drawing of a blue hatchback" },
    tags: ["Suzuki", "Swift", "CityCars", "Kigali"],
  },
  {
    slug: "geely-ex5-electric-suv-launched-from-40-million-rwf",
    title: "Geely EX5 electric SUV goes on sale from 40.000.000 RWF",
    excerpt:
      "Geely's first global electric SUV arrives with a 60 kWh battery, up to 430 km of claimed range and a price that undercuts many petrol SUVs of its size.",
    body: `The Geely EX5, the Chinese maker's first electric SUV sold worldwide, is now listed on Imodoka. At 4.62 metres long it is a family-sized car, and because fully electric cars are exempt from import duty and excise duty in Rwanda and carry 0 % VAT, its price sits below many petrol SUVs of similar size.

## Two versions

Both use a 160 kW (215 hp) front motor and a 60.2 kWh LFP battery:

- **Pro**, listed at 40.000.000 RWF: claimed range 430 km, adaptive cruise control, lane keeping assist, blind-spot monitoring, a heat pump, panoramic glass roof and a 15.4-inch touchscreen.
- **Max**, listed at 45.000.000 RWF: claimed range 410 km, adds a 360-degree camera, automatic parking, ventilated front seats, a head-up display and a socket that can power appliances from the battery.

The warranty listed is 5 years or 150.000 km for the car and 8 years or 200.000 km for the battery.

## Charging

The EX5 accepts up to 11 kW on AC and about 100 kW on a DC fast charger. In practice:

- on a 7 kW home wallbox, a full charge from near empty takes roughly nine hours, so an overnight charge covers most needs;
- on an 11 kW supply the car can use its full AC rate, cutting that to around five and a half hours;
- a normal household socket works in an emergency but is very slow.

Buyers should have an electrician check their home supply before the car is delivered.

## How it compares

Electric SUVs listed on Imodoka at similar prices include the BYD Atto 2 from 33.000.000 RWF, the MG ZS EV from 34.000.000 RWF and the BYD Atto 3 from 46.000.000 RWF. Against petrol models, the EX5 Pro costs less than a Kia Sportage 2.0 LX at 55.900.000 RWF.

## What to ask the dealer

A sales adviser at a Kigali showroom said most buyers ask first about trips up-country. Before signing, ask where the car can be serviced outside Kigali, whether a wallbox and its installation are included, and how battery warranty claims are handled in Rwanda.`,
    categories: ["launches", "electric-mobility"],
    author: "aline-uwase",
    publishedAt: "2025-12-20T12:35:00+02:00",
    cover: { body: "suv", colour: "#2f5d46", alt: "Drawing of a green SUV" },
    tags: ["Geely", "ElectricCars", "EX5"],
  },
  {
    slug: "third-generation-volkswagen-tiguan-reaches-rwanda",
    title: "Third-generation Volkswagen Tiguan reaches Rwanda from 43.000.000 RWF",
    excerpt:
      "The new Tiguan offers a mild-hybrid 1.5 eTSI and an all-wheel-drive 2.0 TSI. We compare the prices with what the previous model cost in 2018.",
    body: `Volkswagen Mobility Solutions Rwanda now offers the third generation of the Tiguan, the compact SUV that has long been one of the models Volkswagen assembles in Kigali. The new car is larger inside, more digital and available with a mild-hybrid engine.

## The two versions

- **1.5 eTSI Life DSG**, listed on Imodoka at 43.000.000 RWF: 110 kW (148 hp) mild-hybrid petrol engine, front-wheel drive, seven-speed DSG, nine airbags, front and rear parking sensors, three-zone climate control and a 12.9-inch touchscreen. Claimed consumption is 6.2 litres per 100 km.
- **2.0 TSI R-Line 4Motion DSG**, listed at 54.000.000 RWF: 150 kW (201 hp), all-wheel drive, matrix LED headlights, adaptive dampers, a 360-degree camera, massage seats and a head-up display. Claimed consumption is 8 litres per 100 km.

Both have 185 mm of ground clearance and a 652-litre boot, one of the largest in the class.

## Then and now

When Volkswagen began selling Kigali-assembled cars, the Tiguan was priced at 32.400.000 RWF including taxes (2018 figures). The new entry version costs about a third more. The comparison is not exact: the new model is a different generation with more safety equipment and a mild-hybrid system, and seven years of inflation and exchange-rate movements sit between the two prices.

## Which to choose

For buyers who stay mostly on paved roads, the 1.5 eTSI is the sensible pick. It is the more economical engine, and front-wheel drive is adequate for Kigali's streets. The 4Motion suits those who regularly climb wet, unpaved hill roads, for instance to farms around Musanze or tea estates in the south.

A sales adviser at a Kigali showroom said many buyers ask whether the R-Line's bigger wheels ride well on rough roads. That is a fair question, and a test drive on your usual route is the best answer.

## Before you sign

- Ask whether the car you are buying is assembled in Kigali or imported fully built.
- Confirm what the service plan covers and for how long; the warranty listed is 3 years or 100.000 km.
- Compare with rivals listed on Imodoka: the Toyota RAV4 from 48.000.000 RWF and the Hyundai Tucson from 54.900.000 RWF.`,
    categories: ["launches"],
    author: "jean-paul-habimana",
    publishedAt: "2026-02-07T10:10:00+02:00",
    cover: { body: "suv", colour: "#5c6470", alt: "Drawing of a grey SUV" },
    tags: ["Volkswagen", "Tiguan", "MadeInRwanda"],
  },
  {
    slug: "new-suzuki-dzire-saloon-priced-from-22-5-million-rwf",
    title: "New Suzuki Dzire saloon arrives at Rwanda Motor from 22.500.000 RWF",
    excerpt:
      "The fourth-generation Dzire shares the new Swift's frugal 1.2-litre engine and adds a proper boot. It targets families and taxi operators.",
    body: `Rwanda Motor has added the new Suzuki Dzire to its range. The compact saloon, now in its fourth generation, uses the same 1.2-litre three-cylinder petrol engine as the latest Swift, but adds a separate boot, which makes it more practical for families and for drivers who carry passengers for a living.

## Versions and prices

- **1.2 GL MT**, listed on Imodoka at 22.500.000 RWF: five-speed manual, six airbags, stability control, hill hold, rear parking sensors, rear air vents and a 7-inch touchscreen with Apple CarPlay and Android Auto.
- **1.2 GLX AMT**, listed at 26.500.000 RWF: automated manual gearbox, 360-degree camera, tyre pressure monitoring, automatic climate control, keyless entry, an electric sunroof, LED headlights and a 9-inch screen.

Both produce 60 kW (80 hp). Claimed consumption is 4.5 litres per 100 km for the manual and 4.4 for the AMT.

## Why it matters for taxi and ride-hailing drivers

The Dzire costs only 500.000 RWF more than the equivalent Swift hatchback but carries luggage out of sight in a 382-litre boot. Rear air vents come as standard, a detail passengers notice in the afternoon heat.

A sales adviser at a Kigali showroom said drivers who work from Kigali International Airport ask above all about boot space and fuel use, and both are strong points here.

For professional use, check:

- whether the warranty, listed at 3 years or 100.000 km, changes if the car is used commercially;
- what the service intervals are and how much a routine service costs at Rwanda Motor;
- how quickly wear parts such as brake pads and clutch kits are available.

## How it compares

Small saloons listed on Imodoka include the Changan Alsvin from 19.000.000 RWF, the Chery Arrizo 5 from 20.000.000 RWF, the Geely Emgrand from 21.000.000 RWF and the Nissan Sunny from 24.000.000 RWF. The Dzire is not the cheapest, but it has the lowest claimed fuel consumption of the group.

## Budget beyond the price

A buyer financing the GL should also plan for insurance, the 50.000 RWF annual road maintenance levy for cars, and the yearly technical inspection at 34.940 RWF. Ground clearance of 163 mm means unpaved roads call for some care.`,
    categories: ["launches"],
    author: "grace-mukamana",
    publishedAt: "2026-03-29T16:45:00+02:00",
    cover: { body: "sedan", colour: "#e9ecf1", alt: "Drawing of a white saloon" },
    tags: ["Suzuki", "Dzire", "Taxi"],
  },
  {
    slug: "byd-shark-6-plug-in-hybrid-pick-up-lands-in-rwanda",
    title: "BYD Shark 6 plug-in hybrid pick-up lands in Rwanda at 78.000.000 RWF",
    excerpt:
      "BYD's first pick-up pairs two electric motors with a petrol engine that mostly generates power. It is quick and frugal, but not a rock crawler.",
    body: `BYD's first pick-up, the Shark 6, is now listed on Imodoka. It is a double-cab plug-in hybrid: two electric motors drive all four wheels, while a 1.5-litre turbo petrol engine mostly acts as a generator. It is a very different proposition from the diesel pick-ups that dominate Rwandan roads.

## One well-equipped version

The **1.5T DM-O Premium AWD** is listed at 78.000.000 RWF. Key figures:

- combined output of 321 kW (430 hp) and 650 Nm;
- a 29.6 kWh battery giving a claimed 80 km of electric driving;
- claimed fuel use of 2 litres per 100 km in the official test, which assumes a charged battery;
- 230 mm of ground clearance and a towing capacity of 2.500 kg;
- seven airbags, adaptive cruise control, a 360-degree camera, hill descent control and an electronic rear differential lock;
- sockets that can power tools or appliances from the battery.

The warranty listed is 6 years or 150.000 km, with 8 years or 160.000 km on the battery.

## How it will be used

For a business owner who drives between Kigali and nearby sites every day and charges at night, much of the running could be electric. On long trips, to Rusizi for example, the petrol engine does most of the work and consumption will be well above the official figure.

The Shark 6 has no low-range gearbox. It suits farm roads and gravel better than serious off-road tracks, where a Hilux or D-Max with low range remains the tool. A sales adviser at a Kigali dealership said several enquiries so far have come from companies that want a quiet vehicle for site visits.

## Tax treatment

Rwanda exempts fully electric cars from import and excise duty and applies 0 % VAT. Plug-in hybrids are a separate question, so buyers should ask the dealer how the Shark 6 was taxed and check with the Rwanda Revenue Authority if in doubt.

## Against diesel rivals

Top-of-range double cabs listed on Imodoka include the Toyota Hilux 2.8 GD-6 Legend at 72.000.000 RWF, the Isuzu D-Max V-Cross at 78.900.000 RWF and the Ford Ranger Wildtrak V6 at 80.000.000 RWF. Like them, the Shark 6 pays the 100.000 RWF yearly road maintenance levy for pick-ups.`,
    categories: ["launches", "electric-mobility"],
    author: "eric-niyonzima",
    publishedAt: "2026-05-18T14:20:00+02:00",
    cover: { body: "pickup", colour: "#123a6b", alt: "Drawing of a navy pick-up" },
    tags: ["BYD", "Shark6", "PlugInHybrid", "PickUp"],
  },
  {
    slug: "new-lexus-es-350h-hybrid-saloon-listed-in-rwanda",
    title: "New Lexus ES 350h hybrid saloon listed from 112.900.000 RWF",
    excerpt:
      "The eighth-generation ES grows to 5.14 metres and keeps a self-charging 2.5-litre hybrid. Front-drive and all-wheel-drive versions are available.",
    body: `The eighth-generation Lexus ES is now listed on Imodoka. The executive saloon has grown to 5.14 metres with a 2.950 mm wheelbase, and rear-seat space is now close to that of a limousine. In Rwanda it is offered only as the ES 350h, a self-charging hybrid that needs no plug.

## Two versions

- **350h FWD**, listed at 112.900.000 RWF: 181 kW (243 hp) 2.5-litre hybrid, front-wheel drive, ten airbags, the Lexus Safety System+ package with pre-collision braking and radar cruise control, tri-zone climate control, heated and ventilated front seats and a 14-inch touchscreen. Claimed consumption is 5 litres per 100 km.
- **350h Luxury AWD**, listed at 128.900.000 RWF: adds all-wheel drive, semi-aniline leather, reclining and heated rear seats, a panoramic roof, a head-up display and a Mark Levinson audio system. Claimed consumption is 5.3 litres per 100 km.

## Why a hybrid suits Kigali

A self-charging hybrid recovers energy when the car slows down and uses its electric motor at low speed. In Kigali's stop-and-go traffic and on long descents, that is where petrol savings are largest. On a steady highway run, the advantage over a modern petrol engine is smaller.

Buyers should not assume that a self-charging hybrid shares the tax treatment of electric cars. The exemptions from import duty and excise duty, and the 0 % VAT rate, are aimed at fully electric vehicles; the dealer can confirm how the listed price was taxed.

## Who buys it

The ES competes for chauffeur-driven and executive buyers. A sales adviser at a Kigali showroom said rear-seat comfort is often the first thing customers check, and the AWD version's reclining rear seats are aimed squarely at them.

Points to consider:

- Ground clearance is not high; this is a car for paved roads.
- The warranty listed is 3 years or 100.000 km. Ask how the hybrid battery is covered and who services it in Rwanda.
- Ask whether the dealer can arrange a test in the back seat as well as behind the wheel.

## The competition

Executive saloons listed on Imodoka include the Audi A6 from 128.000.000 RWF, the BMW 5 Series 520i at 120.000.000 RWF and the Mercedes-Benz E 200 at 151.900.000 RWF. The ES 350h FWD is the cheapest of these and the only full hybrid.`,
    categories: ["launches"],
    author: "aline-uwase",
    publishedAt: "2026-07-07T07:30:00+02:00",
    cover: { body: "sedan", colour: "#b88a4a", alt: "Drawing of a bronze saloon" },
    tags: ["Lexus", "Hybrid", "LuxuryCars"],
  },
  {
    slug: "third-generation-nissan-leaf-on-sale-from-44-million-rwf",
    title: "Third-generation Nissan Leaf on sale from 44.000.000 RWF",
    excerpt:
      "The new Leaf gets a liquid-cooled battery, CCS fast charging and up to 622 km of claimed range, at a price close to a petrol Qashqai.",
    body: `The Nissan Leaf, one of the best-known electric cars of the last decade, returns in a completely new form. The third generation is now listed on Imodoka. It is lower and sleeker than before, with the practicality of a hatchback, and it fixes the two weak points that worried buyers of older imported Leafs: battery cooling and fast-charging compatibility.

## What has changed

- The battery is now liquid-cooled, which helps it cope with repeated fast charging and long climbs.
- Fast charging uses the CCS connector, now the common standard on new electric cars, instead of the older CHAdeMO plug.
- A heat pump is standard, making climate control more efficient.

## Versions and prices

- **52 kWh Engage**, listed at 44.000.000 RWF: 130 kW (174 hp), claimed range 436 km, DC charging up to 105 kW, six airbags, emergency braking, lane keeping assist and a 12.3-inch touchscreen.
- **75 kWh Evolve**, listed at 52.000.000 RWF: 160 kW (215 hp), claimed range 622 km, DC charging up to 150 kW, adaptive cruise with lane centring, a 360-degree camera, a dimming panoramic roof and a Bose sound system.

Both are rated at 14 to 14.5 kWh per 100 km, which makes the Leaf one of the most efficient cars in our catalogue.

## Price in context

Because fully electric cars pay no import duty or excise duty in Rwanda and carry 0 % VAT, the Leaf Engage is priced close to a petrol Nissan Qashqai 1.3 DIG-T Tekna, listed at 50.000.000 RWF, and below it.

## Is the bigger battery worth it?

The Engage's range is enough for daily driving in Kigali and most return trips up-country, provided you can charge at the destination. The Evolve's extra 8.000.000 RWF buys range and faster charging, useful for regular runs to Rubavu or Rusizi.

A sales adviser at a Kigali showroom said buyers trading in an older used Leaf often want to know whether the new one will keep its range as the years pass. The listed warranty is 8 years or 160.000 km on the battery and 3 years or 100.000 km on the rest of the car; ask what capacity level the battery warranty guarantees.

Before buying, check where the nearest CCS fast charger is on your usual routes and plan a home wallbox.`,
    categories: ["launches", "electric-mobility"],
    author: "jean-paul-habimana",
    publishedAt: "2026-08-26T11:05:00+02:00",
    cover: { body: "hatchback", colour: "#7a1f3d", alt: "Drawing of a burgundy hatchback" },
    tags: ["Nissan", "Leaf", "ElectricCars"],
  },
  {
    slug: "new-renault-duster-arrives-with-4x4-option",
    title: "New Renault Duster arrives from 30.000.000 RWF, with a 4x4 option",
    excerpt:
      "The third-generation Duster keeps its high ground clearance and simple construction, adds a mild-hybrid turbo engine, and offers a 4x4 at 36.000.000 RWF.",
    body: `The third-generation Renault Duster has reached East African Renault dealers and is now listed on Imodoka. Sold as a Dacia in Europe, the Duster has built its reputation on rugged construction at a modest price, and the new model keeps that formula while adding modern safety equipment.

## Two versions

Both use a 1.2-litre three-cylinder turbo petrol engine with a 48-volt mild-hybrid system, producing 96 kW (129 hp), with a six-speed manual gearbox:

- **TCe 130 Evolution 4x2 MT**, listed at 30.000.000 RWF: front-wheel drive, 209 mm of ground clearance, six airbags, emergency braking, lane keeping assist, rear parking sensors, cruise control and a 10.1-inch touchscreen. Claimed consumption is 5.7 litres per 100 km.
- **TCe 130 Techno 4x4 MT**, listed at 36.000.000 RWF: four-wheel drive with terrain modes and hill descent control, 217 mm of ground clearance, a 360-degree camera, blind-spot warning, automatic climate control and wireless phone charging. Claimed consumption is 6 litres per 100 km.

## A 4x4 at a hatchback price

The Techno 4x4 is one of the cheapest four-wheel-drive vehicles in our catalogue. For buyers who live at the end of a steep murram road, or who regularly visit family in rural areas of the Northern or Western provinces, it offers real capability without the cost of a full-size SUV. Short overhangs help on rutted tracks, though this is not a low-range off-roader.

A sales adviser at a Kigali showroom said customers from outside the capital are asking mainly about the 4x4, while city buyers are comparing the 4x2 with small SUVs.

## Points to weigh

- Both versions are manual only. Buyers who want an automatic will need to look elsewhere.
- The warranty listed is 3 years or 100.000 km.
- Ask how the mild-hybrid system is serviced and which dealer workshops outside Kigali handle Renault.

## Rivals

Other small SUVs listed on Imodoka around this price include:

- Suzuki Grand Vitara 1.5 GLX AllGrip MT at 36.000.000 RWF
- Suzuki Vitara from 32.000.000 RWF
- Haval Jolion from 30.000.000 RWF
- Changan CS35 Plus from 27.000.000 RWF

Of these, only the Grand Vitara AllGrip also offers four-wheel drive, at the same price as the Duster 4x4.`,
    categories: ["launches"],
    author: "grace-mukamana",
    publishedAt: "2026-10-15T09:40:00+02:00",
    cover: { body: "suv", colour: "#b88a4a", alt: "Drawing of a bronze SUV" },
    tags: ["Renault", "Duster", "FourByFour"],
  },
];
