import type { SeedNewsArticle } from "./types";

/** Demo news: traffic rules, inspections, licences and road safety advice for drivers in Rwanda. */
export const roadSafetyNews: SeedNewsArticle[] = [
  {
    slug: "seat-belts-in-every-seat-why-the-back-row-matters",
    title: "Seat belts in every seat: why the back row matters as much as the front",
    excerpt:
      "Most drivers buckle up, but rear passengers and short trips are where the habit slips. How to wear a belt properly and check that it still works.",
    body: `Most drivers in Kigali buckle up before they pull away. The habit is weaker in the back seat, in shared rides and on short trips across town, and that is where avoidable injuries begin.

## Why the rear belt matters

In a frontal collision an unbelted rear passenger keeps moving at the speed the car was travelling. They strike the front seat, the roof or the person in front of them, so a driver who was wearing a belt can still be hurt by the passenger behind. Airbags do not replace belts: they are designed to work with an occupant who is held in the right position by a belt.

An instructor at a Kigali driving school said the excuse he hears most often is that it is only a short trip. Short trips happen in dense traffic, around roundabouts and junctions where sudden braking is part of everyday driving.

## Wearing it correctly

- The lap part sits low across the hips, not across the stomach.
- The shoulder part crosses the middle of the collarbone and chest, never under the arm or behind the back.
- Remove slack: a loose or twisted belt spreads the load badly.
- Pregnant passengers should still wear the belt, with the lap part below the bump.
- Adjust the upper anchor point if your car has one, so the belt does not rub the neck.

## Check the hardware

Belts wear out. Sun through the windows, dust and years of use weaken the webbing and slow the retractor. Before the annual technical inspection at a Rwanda National Police centre, pull each belt out fully, look for cuts and fraying, and tug it sharply to be sure it locks. A buckle that does not click firmly should be repaired before anyone rides in that seat.

Many cars listed on Imodoka now have seat-belt reminders for the front seats, and some for the rear. They help, but only if nobody silences them by buckling the belt behind an empty seat.

## The driver sets the rule

The driver is the one who decides when the car moves. Say it plainly before setting off: everyone belts up, including adults in the back and passengers on a two-minute ride to the market. Children need a seat suited to their size rather than an adult belt alone, and we cover child seats in a separate guide.`,
    categories: ["road-safety-and-regulation"],
    author: "aline-uwase",
    publishedAt: "2025-06-11T09:20:00+02:00",
    cover: { body: "sedan", colour: "#1f4fd8", alt: "Drawing of a blue sedan" },
    tags: ["RoadSafety", "SeatBelts", "Rwanda"],
  },
  {
    slug: "road-maintenance-levy-what-car-and-pick-up-owners-pay",
    title: "Road maintenance levy: what car and pick-up owners pay each year",
    excerpt:
      "The 2025 law sets a yearly levy of 50.000 RWF for cars and 100.000 RWF for pick-ups and buses. What it means for your budget and how to stay up to date.",
    body: `Rwanda's 2025 law on the road maintenance levy adds a yearly charge for vehicle owners to help pay for the upkeep of the road network. For private motorists it is now one of the fixed costs of keeping a vehicle on the road, alongside insurance and the annual technical inspection.

## How much you pay

The amount depends on the type of vehicle:

- Cars: 50.000 RWF per year.
- Pick-ups and buses: 100.000 RWF per year.

The pick-up rate matters to many buyers. Double-cab pick-ups are popular family vehicles outside Kigali, and they pay twice the car rate. Over five years of ownership that is 250.000 RWF more than an SUV of similar size. Next to a purchase price that starts at 52.900.000 RWF for the cheapest Isuzu D-Max double cab listed on Imodoka, the difference is small, but it belongs in the budget.

## Paying on time

The levy is due every year, and it is easier to keep up than to catch up. Payment channels and due dates are announced by the authorities, so check the Rwanda Revenue Authority (RRA) and Irembo first rather than relying on what a neighbour remembers from last year.

- Put the next due date in your phone calendar as soon as you have paid.
- Keep the proof of payment in the car and a copy on your phone.
- When selling a vehicle, agree in writing who pays the current year.
- Companies with mixed fleets should track each vehicle separately, since cars and pick-ups pay different rates.

## Adding up the fixed costs

For a private car, the levy and the technical inspection together come to 84.940 RWF a year: 50.000 RWF for the levy and 34.940 RWF for the inspection, which is valid for one year. Insurance comes on top and depends on the value of the car and the cover you choose. For a pick-up, the levy alone is 100.000 RWF.

## What the money is for

Well-kept roads are a safety matter as much as a comfort one. Potholes push drivers into the opposite lane, faded markings make night driving harder and blocked drains turn roads into streams in the rainy season. The levy is a reminder that the roads we drive on every day have a running cost too.`,
    categories: ["road-safety-and-regulation", "prices-and-deals"],
    author: "eric-niyonzima",
    publishedAt: "2025-08-01T14:05:00+02:00",
    cover: { body: "pickup", colour: "#5c6470", alt: "Drawing of a grey pick-up" },
    tags: ["RoadLevy", "RunningCosts", "Rwanda"],
  },
  {
    slug: "driving-in-the-rainy-season-on-rwandas-hill-roads",
    title: "Driving in the rainy season on Rwanda's hill roads",
    excerpt:
      "Heavy showers, running water, mud on the tarmac and poor visibility: how to adapt your driving and prepare your car before the rains.",
    body: `When the rains arrive, roads that feel easy in the dry months change character within minutes. A sudden downpour on the hills between Kigali and Musanze, or on the long climbs towards Nyungwe, can bring running water across the road, mud washed down from the fields and visibility of a few car lengths.

## Before the rains

Prepare the car while the weather is still dry:

- Check tyre tread and pressures. Worn tyres cannot clear water from under the tread and lose grip long before they look bald.
- Replace wiper blades that smear or judder, and fill the washer bottle.
- Make sure every light works, including rear fog and brake lights.
- Have the brakes checked, especially if the car is often driven on steep roads.
- Clear the drain holes at the base of the windscreen so water does not enter the cabin.

## On the road

Slow down before you need to. Stopping distances grow on wet tarmac, and the first rain after a dry spell is often the most slippery because oil and dust float on the surface.

Leave a larger gap to the vehicle in front, particularly behind trucks and buses whose spray hides the road ahead. Switch on dipped headlights in heavy rain, even in daytime, so that others see you.

On descents, use a lower gear rather than riding the brakes. Take bends gently and avoid sharp steering or braking in the middle of a curve, where a car is most likely to slide.

## Water and mud

Never drive into water when you cannot see how deep it is or how fast it is moving. Flowing water can push a car sideways and hide a damaged road surface. If you have to cross a shallow stretch, go slowly and steadily, then test the brakes gently afterwards.

Mud carried onto the tarmac from side roads is as slippery as ice. Watch for brown patches at junctions with murram roads, and reduce speed before you reach them.

## When to stop

If the rain is so heavy that you cannot see the road edge, find a safe place well off the carriageway, switch on hazard lights and wait. A driving instructor in Huye put it simply: arriving twenty minutes late is always better than not arriving. Keep an eye on the weather before long trips and, if you can, travel in daylight.`,
    categories: ["road-safety-and-regulation"],
    author: "grace-mukamana",
    publishedAt: "2025-09-19T07:45:00+02:00",
    cover: { body: "suv", colour: "#2f5d46", alt: "Drawing of a green SUV" },
    tags: ["RainySeason", "RoadSafety", "DrivingTips"],
  },
  {
    slug: "sharing-the-road-with-motos-cyclists-and-pedestrians",
    title: "Sharing the road with motos, cyclists and pedestrians",
    excerpt:
      "Motorcycle taxis, bicycles and people on foot are part of every journey in Rwanda. Simple habits that keep them, and you, out of harm's way.",
    body: `In a car you are protected by a steel body, airbags and a seat belt. The moto passenger, the cyclist carrying goods to market and the child walking to school have none of that. Sharing the road safely starts with remembering who has the most to lose.

## Motorcycle taxis

Motos are everywhere in Kigali and in every district town, and they move differently from cars. They filter between lanes, stop suddenly to pick up passengers and pull out from the roadside.

- Check your mirrors and blind spot before every lane change or turn, not just the first one.
- Indicate early so riders can anticipate what you are doing.
- Give motos room when overtaking, as you would a car.
- Look for motos before opening a door on the traffic side.
- At junctions, expect a moto to appear alongside you in the gap on your right or left.

A moto rider in Kigali told us that the most frightening moment of his day is a car turning across his path without indicating. A clear signal costs nothing.

## Cyclists

On the hills outside the cities, cyclists often climb slowly with heavy loads and descend fast. Pass them with plenty of space and only where you can see far enough ahead. On a descent, do not overtake a cyclist just before a bend: they may be travelling almost as fast as you.

## Pedestrians

Many roads have no pavement, so people walk on the edge of the carriageway, often in the dark. Slow down near markets, schools, bus stops, churches and village centres, where people cross without warning.

At a zebra crossing, be ready to stop for anyone waiting to cross, and never overtake a vehicle that has stopped at a crossing: it may be hiding someone on foot. Children are the hardest to see and the least predictable, so treat any child near the road as someone who might step out.

## Your own habits

- Keep your speed down where the road is shared; it gives you time to react.
- Dip your headlights for oncoming motos and cyclists at night.
- Leave the phone alone: a glance at a screen is long enough to miss a pedestrian.

Everyone on the road is trying to get somewhere. Driving as if every moto, bicycle and pedestrian could make an unexpected move is simply driving well.`,
    categories: ["road-safety-and-regulation"],
    author: "jean-paul-habimana",
    publishedAt: "2025-11-08T16:10:00+02:00",
    cover: { body: "hatchback", colour: "#b3121f", alt: "Drawing of a red hatchback" },
    tags: ["RoadSafety", "Motos", "Pedestrians"],
  },
  {
    slug: "night-driving-outside-kigali-how-to-stay-safe",
    title: "Night driving outside Kigali: how to stay safe after dark",
    excerpt:
      "Unlit roads, pedestrians at the roadside and dazzling headlights make night trips harder. What to check before leaving and how to drive once the sun is down.",
    body: `The end-of-year holidays send many families on the road to visit relatives in the provinces, and some of those trips finish after dark. Outside Kigali most roads are unlit, and darkness falls quickly close to the equator. Night driving is not forbidden, but it asks more of both driver and car.

## Before you leave

- Clean the headlights, windscreen and mirrors inside and out. A dirty windscreen scatters oncoming light into a blinding glare.
- Check that dipped and main beams, indicators, brake lights and number-plate lights all work.
- Make sure the headlights are aimed correctly, especially if the car is heavily loaded. A full boot tilts the beams upwards and dazzles other drivers.
- Carry a torch, your warning triangle and a charged phone.

## On unlit roads

Drive at a speed that lets you stop within the distance you can see. On a dark road with dipped headlights, that distance is shorter than most drivers think.

Expect pedestrians, cyclists and animals on the edge of the road, often in dark clothing. Village centres stay busy after sunset, so slow down well before the first houses.

Use main beam when the road ahead is clear and dip it as soon as you see an oncoming vehicle, a cyclist or someone walking towards you. When you are dazzled, look towards the left edge of your lane rather than into the lights, and slow down until your eyes recover.

## Vehicles without lights

Broken-down trucks, carts and bicycles without lights are a real hazard at night. Watch for dark shapes against the road surface, and be especially careful on climbs, where slow trucks may be hidden just beyond a crest.

If your own vehicle breaks down, move as far off the road as you can, switch on the hazard lights and place the warning triangle well behind the car. Everyone should wait away from the vehicle and the traffic, not inside it.

## Fatigue

Night driving after a long day is tiring. Plan a break every two hours, share the driving if you can, and stop as soon as you notice yawning, heavy eyes or drifting within the lane. A driving instructor in Musanze advised families to leave early enough to arrive before dark, and to stay overnight rather than push on when tired.`,
    categories: ["road-safety-and-regulation"],
    author: "aline-uwase",
    publishedAt: "2025-12-28T10:35:00+02:00",
    cover: { body: "pickup", colour: "#1b1e24", alt: "Drawing of a black pick-up" },
    tags: ["NightDriving", "RoadSafety", "Travel"],
  },
  {
    slug: "getting-a-driving-licence-in-rwanda-step-by-step",
    title: "Getting a driving licence in Rwanda, step by step",
    excerpt:
      "From the theory test to the practical exam, the main steps towards a licence, all booked through Irembo, and how to prepare for each of them.",
    body: `A driving licence is the first purchase many future car buyers make, and the process is now handled largely online. Applications and bookings go through Irembo, on the web or by dialling *909# on a mobile phone, and the tests are run by the Rwanda National Police.

## The main steps

- **Learn the rules.** Study the traffic code and road signs, either alone or with a driving school.
- **Provisional licence.** Register on Irembo for the theory test. Passing it gives you a provisional licence that allows you to learn to drive under supervision.
- **Driving lessons.** Practise with a qualified instructor, in the vehicle category you want to obtain.
- **Practical test.** Book the driving test on Irembo, then take it with an examiner.
- **Definitive licence.** Once you pass, apply for the licence itself and collect it as instructed.

Fees, waiting times and the documents required can change, so check the current details on Irembo before each step rather than relying on older advice.

## Preparing for the theory test

The theory test checks that you know priorities, signs and safe behaviour, not just that you can memorise answers. Learn why each rule exists: who gives way at a roundabout, what a solid line means, how to behave near a zebra crossing. Practise with sample questions until the answers come without guessing.

## Preparing for the practical test

An instructor at a Kigali driving school said candidates most often fail on basic observation rather than on manoeuvres. Examiners want to see that you check mirrors before moving off, signal in good time and look properly at junctions.

- Practise hill starts, since Rwanda's roads rarely stay flat for long.
- Practise parking and reversing until they feel routine.
- Drive in real traffic, not only on quiet practice grounds.
- Get used to the car you will be tested in, including its clutch if it is a manual.

## After the test

A new licence is the start of learning, not the end. The first months alone at the wheel are when inexperience shows most. Avoid night driving and long trips in heavy rain at first, keep passengers to a minimum and ask an experienced driver to ride with you on your first trips outside Kigali.`,
    categories: ["road-safety-and-regulation"],
    author: "eric-niyonzima",
    publishedAt: "2026-02-15T08:50:00+02:00",
    cover: { body: "hatchback", colour: "#e9ecf1", alt: "Drawing of a white hatchback" },
    tags: ["DrivingLicence", "Irembo", "NewDrivers"],
  },
  {
    slug: "technical-inspection-how-to-prepare-your-car-and-pass-first-time",
    title: "Technical inspection: how to prepare your car and pass first time",
    excerpt:
      "The yearly test for private cars costs 34.940 RWF at Rwanda National Police centres. Simple checks at home that save a second visit.",
    body: `Every private car on Rwanda's roads has to pass a technical inspection run by the Rwanda National Police. The test costs 34.940 RWF for a private car and the certificate is valid for one year. Inspection centres operate in Remera in Kigali, in Huye, in Musanze and in Rwamagana.

A failed test means repairs and a second visit, so a few checks at home are worth the effort. Booking details and opening hours are published on the [Rwanda National Police website](https://police.gov.rw).

## What inspectors look at

Inspectors check the parts of a car that keep it safe and roadworthy. Expect attention to:

- Brakes, including the handbrake.
- Steering and suspension, for play and worn joints.
- Tyres, for tread depth, damage and matching sizes on the same axle.
- Lights and indicators, front and rear.
- Seat belts, mirrors, windscreen and wipers.
- Exhaust and emissions, including visible smoke.

## Checks you can do yourself

Walk round the car with a helper and test every light: dipped and main beam, indicators, hazard lights, brake lights, reversing lights and the number-plate light. Bulbs are cheap, and a failed test for a blown bulb is an avoidable cost.

Look at the windscreen. A crack in the driver's line of sight is a problem, and so are wipers that smear. Check that the horn works, that every seat belt locks when tugged sharply and that all doors open from inside and outside.

Look at the tyres, including the spare. Uneven wear on the inner or outer edge often points to a suspension or alignment problem that the inspector may also notice.

## At the workshop

If the car pulls to one side under braking, makes knocking noises over bumps or smokes on start-up, have it seen by a mechanic before the test. A mechanic in Rwamagana told us that most of the cars he prepares for inspection need small things: bulbs, wiper blades, a brake adjustment.

## On the day

Bring the vehicle's documents and your proof of insurance, arrive with a clean car and enough fuel, and allow time for waiting. If the car fails, ask for the list of faults in writing, have them repaired and return for the re-test. Keep the certificate with the car's papers and note when it expires.`,
    categories: ["road-safety-and-regulation"],
    author: "grace-mukamana",
    publishedAt: "2026-04-07T13:15:00+02:00",
    cover: { body: "sedan", colour: "#b7bec9", alt: "Drawing of a silver sedan" },
    tags: ["TechnicalInspection", "RNP", "CarCare"],
  },
  {
    slug: "car-insurance-in-rwanda-third-party-or-comprehensive",
    title: "Car insurance in Rwanda: third-party or comprehensive cover?",
    excerpt:
      "Third-party cover is the legal minimum, but it does not repair your own car. What each type of policy covers and the questions to ask before signing.",
    body: `No car may be driven on Rwanda's roads without insurance covering the harm it can do to others. Beyond that legal minimum, owners choose how much protection they want for their own vehicle, and the choice is bigger than it looks when you buy a new car on credit.

## The two main types of cover

- **Third-party liability** covers injuries and damage you cause to other people and their property. It does not pay for repairs to your own car, or for its theft.
- **Comprehensive cover** adds damage to your own vehicle, whoever is at fault, and usually theft and fire. The premium depends largely on the value of the car.

Some insurers offer intermediate options, such as third-party cover with fire and theft. Compare what is actually included rather than the name of the product.

## When comprehensive makes sense

For a new car, comprehensive cover is usually the sensible choice. A minor collision with a modern SUV can damage sensors, cameras and headlights that are expensive to replace. If the car is bought with a loan, the lender will normally require comprehensive cover until the loan is repaid. Car loans in Rwanda commonly run for three to eight years, so that is a long-term cost to include when comparing monthly payments.

## Questions to ask before signing

- What is the excess, the amount you pay yourself on each claim?
- Is the car insured for its replacement value or its market value?
- Which garages can repair it, and does the insurer approve the dealer's workshop?
- Are windscreen damage and towing covered?
- Who may drive the car: only named drivers, or anyone with your permission?
- Does the policy cover trips to neighbouring countries? Ask about the COMESA Yellow Card if you travel regionally.

## Keeping the policy valid

Tell the insurer about changes: a new main driver, commercial use such as ride-hailing, or modifications to the car. Undeclared changes can lead to a refused claim. Keep the certificate in the car, note the renewal date and compare offers a few weeks before it, since a policy that renews automatically is not always the best value.

After an accident, stay calm, make sure nobody is hurt, call the Rwanda National Police when required and take photographs before the vehicles are moved. Report the claim to your insurer as quickly as the policy asks.`,
    categories: ["road-safety-and-regulation", "prices-and-deals"],
    author: "jean-paul-habimana",
    publishedAt: "2026-05-26T11:25:00+02:00",
    cover: { body: "wagon", colour: "#123a6b", alt: "Drawing of a navy estate car" },
    tags: ["CarInsurance", "Rwanda", "RunningCosts"],
  },
  {
    slug: "child-seats-choosing-and-fitting-them-correctly",
    title: "Child seats: choosing the right one and fitting it correctly",
    excerpt:
      "An adult seat belt does not protect a small child. How to choose a seat for your child's size, fit it with ISOFIX or a belt, and avoid common mistakes.",
    body: `Seat belts are designed for adults. On a small child the shoulder belt crosses the neck and the lap belt rides over the stomach, which can cause serious injuries in a collision. A child seat suited to the child's size holds them in the right place and spreads the forces safely. Holding a baby on an adult's lap is never safe, however short the trip.

## Choose by size, not only age

- **Babies** travel in a rear-facing infant carrier. Rear-facing protects the head and neck best, so keep children facing backwards for as long as the seat allows.
- **Toddlers** move to a larger seat with its own harness, rear- or forward-facing depending on the model.
- **Older children** use a booster seat with a back, which raises them so that the adult belt sits correctly across the shoulder and hips.
- A child is ready for the adult belt alone when it fits properly without a booster: shoulder belt across the middle of the shoulder, lap belt low on the hips, knees bending at the edge of the seat.

Follow the height and weight limits printed on the seat's label, not only the age on the box.

## ISOFIX or seat belt

Many modern cars have ISOFIX anchor points between the seat cushion and backrest, which lock the child seat directly to the car's structure. They make fitting quicker and reduce mistakes. Check the spec sheet of any car you are considering: several models listed on Imodoka name ISOFIX child-seat anchors among their safety equipment, such as the Hyundai Creta. A seat fitted with the car's belt is also safe when installed according to its instructions.

## Common mistakes

- Placing a rear-facing seat in front of an active airbag. Use the back seat, or make sure the passenger airbag is switched off.
- A loose fitting: the seat should not move more than a little when pushed at the belt path.
- Harness straps that are twisted or too slack; you should not be able to pinch a fold of strap at the shoulder.
- Thick jackets under the harness, which leave it loose in a crash.
- Second-hand seats with an unknown history, cracked shells or missing instructions.

## Ask for help

Some dealers and baby-equipment shops in Kigali will show you how to fit a seat in your own car. Try the seat in the car before buying it, since not every seat fits every vehicle well.`,
    categories: ["road-safety-and-regulation"],
    author: "aline-uwase",
    publishedAt: "2026-07-15T09:05:00+02:00",
    cover: { body: "van", colour: "#b88a4a", alt: "Drawing of a bronze people carrier" },
    tags: ["ChildSafety", "ChildSeats", "FamilyCars"],
  },
  {
    slug: "put-the-phone-away-distraction-at-the-wheel",
    title: "Put the phone away: distraction at the wheel and how to avoid it",
    excerpt:
      "Reading a message at the wheel means driving blind for several metres. Practical ways to keep the phone from pulling your attention off the road.",
    body: `Handheld phone use while driving is against the traffic rules, and drivers seen holding a phone can be stopped by the Rwanda National Police. The rule exists for a simple reason: a driver reading a message is not watching the road.

## Why a glance is too long

At town speeds a car covers several metres every second. Looking down at a screen for two seconds means driving that whole distance without seeing a moto pulling out, a child stepping off the pavement or the car in front braking. Even a hands-free conversation takes attention away from the road, and drivers deep in a difficult call react more slowly to what happens around them.

## Set the phone up before you leave

- Enter the destination in the navigation app before moving off.
- Use a fixed holder so the map is visible without picking up the phone.
- Switch on the phone's driving or do-not-disturb mode, which silences messages until you stop.
- Choose music or a radio station before setting off.
- Put the phone out of reach if you know you will be tempted.

Many new cars listed on Imodoka offer Apple CarPlay and Android Auto, which show navigation and calls on the car's own screen with simpler menus. They help, but a large touchscreen is still a screen. Keep interactions to a minimum while moving and use voice control where it works.

## Other distractions

Phones are not the only problem. Eating, adjusting the radio, searching in a bag or turning round to deal with children all take your eyes or mind off the road. Sort these out before setting off, or stop in a safe place to deal with them.

A passenger can read a message, answer a call or check the route. On long trips between Kigali and Rubavu or Huye, agree that the passenger handles the phone and the driver drives.

## If you must answer

If a call cannot wait, pull over where it is safe and legal to stop, put the car in park or neutral with the handbrake on, and call back. A driver who trains long-distance bus crews in Kigali told us his rule for new drivers is short: the phone does not exist until the engine is off.`,
    categories: ["road-safety-and-regulation"],
    author: "eric-niyonzima",
    publishedAt: "2026-09-04T17:20:00+02:00",
    cover: { body: "hatchback", colour: "#7a1f3d", alt: "Drawing of a burgundy hatchback" },
    tags: ["DistractedDriving", "RoadSafety", "Phones"],
  },
  {
    slug: "speed-on-the-kigali-musanze-road-bends-villages-and-trucks",
    title: "Speed on the Kigali–Musanze road: bends, villages and slow trucks",
    excerpt:
      "One of the country's busiest routes climbs through hills, villages and tight bends. Why speed choices matter there, and how to overtake safely.",
    body: `The road from Kigali to Musanze is one of the most travelled in the country. It carries tourists heading for the volcanoes, buses, fuel and goods trucks, farmers and motos, and it climbs and winds through hills for much of the way. It rewards patient drivers and punishes impatient ones.

## Follow the posted limits

Speed limits change along the route, with lower limits through built-up areas and around schools. Watch for signs rather than relying on what you remember, and expect speed checks by the Rwanda National Police. Many commercial vehicles are fitted with speed limiters, so trucks and buses climb slowly, and that shapes the flow of traffic.

## Why speed matters here

Bends on hill roads often tighten as you go round them, and a car that enters too fast has nowhere to go. Villages follow one after another, with people walking and crossing at the roadside. On descents, heavy vehicles need long distances to stop, and on wet days the road surface can be slippery at any bend.

A faster pace also saves less time than drivers imagine. On a route of this kind, with frequent villages and slow vehicles, average speed is set by the traffic, not by the fastest stretch.

## Overtaking safely

- Overtake only where you can see far enough ahead to complete the manoeuvre, never on a bend or approaching a crest.
- Respect solid lines: they mark places where the view is too short.
- Drop back from a slow truck before overtaking, so you can see past it.
- Choose a lower gear for acceleration, and do not start the move unless the car has enough power for the slope.
- Abandon the overtake if anything changes; falling back behind the truck costs only a few seconds.

## Plan for the climb

Loaded cars with small engines feel the gradients. If your car struggles on climbs with passengers on board, accept that you will follow trucks for a while. On the way down, use engine braking in a lower gear instead of holding the brake pedal all the way.

Set off early, take a break if you feel tired, and aim to arrive before dark. A coach driver who covers the route regularly told us that the drivers who worry him most are the ones trying to win back lost time on the last hour of the trip.`,
    categories: ["road-safety-and-regulation"],
    author: "grace-mukamana",
    publishedAt: "2026-10-23T15:40:00+02:00",
    cover: { body: "suv", colour: "#e9ecf1", alt: "Drawing of a white SUV" },
    tags: ["SpeedLimits", "KigaliMusanze", "RoadSafety"],
  },
];
