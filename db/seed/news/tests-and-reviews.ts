import type { SeedNewsArticle } from "./types";

/** Demo news: our drives of new cars sold in Rwanda, with figures from the catalogue's spec sheets. */
export const testsAndReviewsNews: SeedNewsArticle[] = [
  {
    slug: "volkswagen-polo-review-a-grown-up-hatchback-for-kigali-and-beyond",
    title: "Volkswagen Polo review: a grown-up hatchback for Kigali and beyond",
    excerpt:
      "We drove the Polo 1.0 TSI in Kigali traffic and on the road east to Rwamagana. Solid, quiet and well equipped, but the automatic costs extra.",
    body: `The Polo has long been the small car that feels like a bigger one. We spent several days with the 1.0 TSI R-Line DSG around Kigali and on the road east to Rwamagana, and drove the entry-level Life version for comparison.

## The versions

Both use a 1.0-litre three-cylinder turbo petrol engine and front-wheel drive.

- **1.0 TSI Life**, listed on Imodoka at 26.000.000 RWF: 70 kW (94 hp), 175 Nm, five-speed manual, claimed 5.3 litres per 100 km.
- **1.0 TSI R-Line DSG**, listed at 31.000.000 RWF: 85 kW (114 hp), 200 Nm, seven-speed dual-clutch automatic, claimed 5.5 litres per 100 km.

Both have six airbags, autonomous emergency braking and lane keeping assist. The R-Line adds adaptive cruise control, a blind-spot monitor, a rear-view camera and automatic climate control.

## On the road

The small turbo engine is the star. It pulls willingly from low revs, so the steep streets of Kigali's residential areas never felt like a struggle with two adults on board. On the open road towards Rwamagana the Polo settles into a quiet, stable cruise that many larger cars would envy. Steering is light in town and precise on the highway.

The DSG gearbox shifts quickly once moving, but it can hesitate when pulling away on a steep slope in stop-start traffic. The manual Life is simple and pleasant, and we found its lighter power perfectly adequate for daily driving.

The ride is firm over broken tarmac and speed bumps, and the Polo sits at normal hatchback height. On the murram access roads we tried, we drove slowly and picked our line.

## Pros and cons

**Pros**

- Strong, smooth turbo engine for its size
- Quiet and composed on the highway
- Good safety equipment in both versions
- Boot of 351 litres, generous for the class

**Cons**

- The automatic adds 5.000.000 RWF to the price
- Firm ride on rough roads
- Normal hatchback ground clearance

## Verdict

The Polo is a mature choice for buyers who drive mostly on paved roads and want a small car that does not feel small. The Life version is the better value, and it already includes the safety features that matter most. Buy the R-Line if daily traffic makes an automatic essential.`,
    categories: ["tests-and-reviews"],
    author: "aline-uwase",
    publishedAt: "2025-07-14T11:50:00+02:00",
    cover: { body: "hatchback", colour: "#b7bec9", alt: "Drawing of a silver hatchback" },
    tags: ["VolkswagenPolo", "CarReview", "Hatchback"],
  },
  {
    slug: "toyota-corolla-cross-hybrid-review-frugal-family-suv",
    title: "Toyota Corolla Cross Hybrid review: a frugal family SUV",
    excerpt:
      "We drove the Corolla Cross 1.8 Hybrid from Kigali to Huye and back. Calm, economical on paper and well equipped, with a smaller boot than the petrol.",
    body: `The Corolla Cross takes the mechanical parts of Toyota's best-known saloon and puts them in a taller compact SUV body. We drove the 1.8 Hybrid XR from Kigali to Huye and back, through city traffic, the long climbs of the Southern Province and a few unpaved side roads.

## The versions

- **1.8 XS CVT**, listed on Imodoka at 38.000.000 RWF: 1.8-litre petrol, 103 kW (138 hp), claimed 6.9 litres per 100 km.
- **1.8 Hybrid XR**, listed at 44.000.000 RWF: 1.8-litre petrol with an electric motor, 90 kW (121 hp) system power, claimed 4.3 litres per 100 km.

Both are front-wheel drive with a CVT. The Hybrid XR adds a pre-collision system, adaptive cruise control, a blind-spot monitor, rear cross-traffic alert, leather seats and a 10.5-inch touchscreen.

## On the road

In Kigali the hybrid is at its best. It moves away silently on electric power in slow traffic and switches between modes smoothly. The claimed consumption of 4.3 litres per 100 km is the lowest of any Toyota SUV in our catalogue, and the hybrid system is designed to recover energy on descents, which the road south offers plenty of.

On long climbs with four people aboard, the engine revs hard and becomes noisy, as CVT hybrids tend to. Overtaking slow trucks needs planning. Once up to speed it is quiet and comfortable, and the adaptive cruise control made the motorway-like stretches relaxing.

Ground clearance is a moderate 161 mm. The car handled speed bumps and a dry murram road to a guesthouse without drama, but this is a front-wheel-drive family car, not a 4x4.

## Pros and cons

**Pros**

- Very low claimed fuel consumption
- Smooth, quiet and easy in traffic
- Strong safety equipment on the Hybrid XR
- Toyota parts and service across Rwanda

**Cons**

- Engine gets loud on steep climbs
- Boot drops from 487 litres in the petrol to 440 in the hybrid
- Fuel tank of only 36 litres
- No all-wheel-drive option

## Verdict

For a family that spends most of its time in Kigali with regular trips up-country, the Corolla Cross Hybrid is a sensible, economical choice. The 6.000.000 RWF premium over the petrol buys lower fuel use and much better driver aids. Buyers who need maximum boot space or drive many unpaved roads should look at the petrol version or a taller rival.`,
    categories: ["tests-and-reviews", "electric-mobility"],
    author: "grace-mukamana",
    publishedAt: "2025-09-03T15:05:00+02:00",
    cover: { body: "suv", colour: "#e9ecf1", alt: "Drawing of a white SUV" },
    tags: ["ToyotaCorollaCross", "Hybrid", "CarReview"],
  },
  {
    slug: "isuzu-d-max-3-0-review-a-working-pick-up-on-farm-tracks",
    title: "Isuzu D-Max 3.0 review: a working pick-up on Eastern Province farm tracks",
    excerpt:
      "We loaded up the D-Max 3.0 LS 4x4 and took it on farm tracks around Rwamagana. Strong, simple and tough, with a manual gearbox and a truck-like ride.",
    body: `Double-cab pick-ups do double duty in Rwanda: family car during the week, work vehicle at the farm on weekends. We took the Isuzu D-Max 3.0 Ddi Double Cab LS 4x4 from Kigali to farm tracks around Rwamagana, with tools and sacks in the load bed.

## The range

- **1.9 Ddi Double Cab 4x2 6MT**, listed on Imodoka at 52.900.000 RWF: 110 kW (148 hp), 350 Nm, rear-wheel drive, claimed 7.0 litres per 100 km.
- **3.0 Ddi Double Cab LS 4x4 6MT**, listed at 65.900.000 RWF: 140 kW (188 hp), 450 Nm, four-wheel drive, claimed 8.0 litres per 100 km.
- **3.0 Ddi Double Cab V-Cross 4x4 6AT**, listed at 78.900.000 RWF: the same engine with an automatic gearbox and driver aids including autonomous emergency braking and adaptive cruise control.

Isuzu is distributed in Rwanda by SAR Motors, and the warranty in our catalogue is 5 years or 120.000 km.

## On the road and off it

The 3.0-litre diesel is the heart of this truck. With 450 Nm it pulls strongly from low revs, so the loaded D-Max climbed the hills out of Kigali without needing constant gear changes. The six-speed manual has a long but positive shift.

On the farm tracks, the 240 mm of ground clearance and four-wheel drive did their job. We crossed rutted sections and a muddy dip without hesitation, and the rear differential lock is there for worse conditions than we met. The long 3.125 mm wheelbase helps stability but makes tight turns in village lanes a multi-point affair.

Unladen, the ride is firm and jittery over broken tarmac, as with most leaf-sprung pick-ups. With weight in the back it settled noticeably.

## Pros and cons

**Pros**

- Strong, torquey 3.0-litre diesel
- Generous ground clearance and a rear differential lock
- Eight airbags and a rear-view camera on the LS
- Long warranty

**Cons**

- Firm ride when empty
- Long body is awkward in Kigali car parks
- Driver aids such as emergency braking only on the V-Cross
- Pick-ups pay the road maintenance levy of 100.000 RWF a year, twice the car rate

## Verdict

The D-Max 3.0 LS is an honest, capable workhorse that also carries a family in reasonable comfort. If the truck will rarely leave tarmac, the 1.9 4x2 saves 13.000.000 RWF. For mixed family and farm use on rough roads, the LS 4x4 is the one we would choose.`,
    categories: ["tests-and-reviews"],
    author: "jean-paul-habimana",
    publishedAt: "2025-10-23T08:25:00+02:00",
    cover: { body: "pickup", colour: "#e9ecf1", alt: "Drawing of a white pick-up" },
    tags: ["IsuzuDMax", "PickUp", "CarReview"],
  },
  {
    slug: "suzuki-swift-review-the-light-city-car-on-kigali-hills",
    title: "Suzuki Swift review: the light city car on Kigali's hills",
    excerpt:
      "We drove the new Swift 1.2 GLX AMT through Kigali for a week. Light, frugal on paper and easy to park, with a three-cylinder that needs working on climbs.",
    body: `The fourth-generation Suzuki Swift arrived at Rwanda Motor with a new three-cylinder engine and more equipment than before. We spent a week with the 1.2 GLX AMT in Kigali, commuting, shopping and climbing the city's steepest residential streets.

## The versions

Both versions use a 1.2-litre three-cylinder petrol engine with 60 kW (80 hp) and 112 Nm, driving the front wheels.

- **1.2 GL MT**, listed on Imodoka at 22.000.000 RWF: five-speed manual, claimed 4.6 litres per 100 km, six airbags, stability control and rear parking sensors.
- **1.2 GLX AMT**, listed at 26.000.000 RWF: automated manual gearbox, claimed 4.5 litres per 100 km, adding a rear-view camera, tyre pressure monitoring, automatic climate control, cruise control and a 9-inch touchscreen with wireless smartphone mirroring.

## In the city

The Swift is light, at 915 kg for the GLX, and it feels nimble in Kigali traffic. Visibility is good, the steering is easy and the compact length of 3.860 mm makes parking simple. The claimed fuel consumption is the kind of figure that makes a real difference to a monthly budget.

The three-cylinder engine is willing but modest. On steep hills with four adults on board it needs to be revved, and it gets vocal. The automated manual gearbox is the car's weak point: it pauses between shifts, especially when pulling away uphill, and we learned to lift off slightly to smooth the changes. Hill hold helps on steep starts.

Ground clearance of 163 mm is adequate for speed bumps and short stretches of murram, but we would not choose a Swift for regular unpaved driving.

## Pros and cons

**Pros**

- Very low claimed fuel consumption
- Six airbags and stability control on both versions
- Easy to drive and park
- Rwanda Motor's service network

**Cons**

- Modest power on steep climbs when loaded
- Automated manual gearbox is jerky at low speed
- Small 265-litre boot
- Limited ground clearance for rough roads

## Verdict

The Swift is an excellent choice for a city driver who values low running costs and modern safety. The manual GL is the better-value version and drives more smoothly. Choose the GLX for the extra equipment, but try the gearbox in stop-start traffic before signing.`,
    categories: ["tests-and-reviews"],
    author: "eric-niyonzima",
    publishedAt: "2025-12-11T13:40:00+02:00",
    cover: { body: "hatchback", colour: "#b3121f", alt: "Drawing of a red hatchback" },
    tags: ["SuzukiSwift", "CityCar", "CarReview"],
  },
  {
    slug: "mitsubishi-xpander-review-seven-seats-on-the-road-to-rubavu",
    title: "Mitsubishi Xpander review: seven seats on the road to Rubavu",
    excerpt:
      "We filled the Xpander 1.5 GLS CVT with a family and their luggage and drove to Rubavu. Roomy, high off the ground and affordable, but short on power.",
    body: `Seven seats for around 30.000.000 RWF is a rare offer, and it explains why the Mitsubishi Xpander is popular with large families, hotels and ride-hailing drivers. We took the 1.5 GLS CVT from Kigali to Rubavu with six people aboard and luggage for a weekend by Lake Kivu.

## The versions

Both use a 1.5-litre petrol engine with 77 kW (103 hp) and 141 Nm, with front-wheel drive.

- **1.5 GLX MT**, listed on Imodoka at 27.000.000 RWF: five-speed manual, claimed 6.9 litres per 100 km.
- **1.5 GLS CVT**, listed at 31.000.000 RWF: CVT automatic, claimed 6.7 litres per 100 km, adding a rear-view camera, parking sensors, automatic climate control, keyless entry and a 9-inch touchscreen.

Mitsubishi is distributed by Victoria Motors Rwanda.

## On the road

Inside, the Xpander is cleverly packaged. Adults fit in the second row, the third row suits children and smaller adults on long trips, and roof-mounted vents keep the rear cool. The 225 mm ground clearance is generous for a family car, and it made the unpaved road to our guesthouse easy.

The engine is the compromise. With six people and bags, the long climbs on the way west were slow, and the CVT held high revs for long periods. Overtaking a truck on the hills needed a long, clear straight, and often we simply waited. On the descents to Rubavu, the car felt stable but we kept speeds moderate.

With all seven seats in use, boot space drops to 150 litres, so soft bags and a roof box help on family trips.

## Pros and cons

**Pros**

- Seven seats at a low price
- High ground clearance for a people carrier
- Simple, economical engine
- Rear air vents for the second and third rows

**Cons**

- Only two airbags in both versions
- Slow on steep climbs when fully loaded
- Small boot with the third row in use
- Warranty of 3 years or 100.000 km is shorter than some rivals

## Verdict

The Xpander does a lot for the money: seats for seven, a comfortable ride and enough clearance for most roads. Its limited safety equipment and modest power are the price of that value. If you regularly carry a full load on hill roads, drive it loaded before you buy and compare it with other seven-seaters on Imodoka.`,
    categories: ["tests-and-reviews"],
    author: "aline-uwase",
    publishedAt: "2026-01-30T10:20:00+02:00",
    cover: { body: "wagon", colour: "#b88a4a", alt: "Drawing of a bronze seven-seat wagon" },
    tags: ["MitsubishiXpander", "FamilyCars", "CarReview"],
  },
  {
    slug: "suzuki-jimny-5-door-review-small-4x4-big-on-hillside-tracks",
    title: "Suzuki Jimny 5-door review: a small 4x4 that is big on hillside tracks",
    excerpt:
      "We drove the Jimny 5-door on farm tracks in the hills near Musanze. Remarkably capable off the road, limited on the highway, and only four seats.",
    body: `The Suzuki Jimny is a genuine off-roader in a tiny package: a ladder frame, rigid axles and a low-range transfer case. We drove the 1.5 GLX 5-door AT on the tracks that climb between fields in the hills near Musanze, and on the tarmac road back to Kigali.

## The versions

Both use a 1.5-litre petrol engine with 75 kW (101 hp) and four-wheel drive with low range.

- **1.5 GA 3-door MT**, listed on Imodoka at 29.000.000 RWF: five-speed manual, 4 seats, 85-litre boot, claimed 6.8 litres per 100 km.
- **1.5 GLX 5-door AT**, listed at 35.000.000 RWF: four-speed automatic, 4 seats, 211-litre boot, claimed 7.4 litres per 100 km, with six airbags, a rear-view camera, automatic climate control and cruise control.

## Off the road and on the tarmac

This is where the Jimny shines. With 210 mm of ground clearance, short overhangs and low range engaged, it climbed rutted, muddy tracks that would stop many larger SUVs. Its narrow body fits between banks and fields where wider vehicles cannot pass. Hill descent control held the car at a crawl on a steep, slippery descent while we concentrated on steering.

The longer 5-door wheelbase makes it more settled than the 3-door over bumps, and the 211-litre boot is finally usable for shopping or a weekend bag.

Back on the main road, the Jimny's limits show. The four-speed automatic and modest engine make overtaking slow, the rigid axles make the ride busy over broken surfaces, and wind noise rises at speed. The catalogue lists a top speed of 135 km/h for the 5-door, but it is happiest well below that. Crosswinds on exposed stretches push it around.

## Pros and cons

**Pros**

- Real off-road ability with low range
- Compact size for narrow tracks and city parking
- Six airbags on the 5-door
- Simple, proven mechanical layout

**Cons**

- Only four seats, even in the 5-door
- Slow and noisy on the highway
- Small boot, especially in the 3-door
- Four-speed automatic feels dated

## Verdict

For someone who regularly drives steep, muddy tracks, to a farm, a lodge or a project site, the Jimny 5-door is a uniquely capable and affordable tool. For mostly paved commuting, a conventional small SUV will be more comfortable and practical.`,
    categories: ["tests-and-reviews"],
    author: "grace-mukamana",
    publishedAt: "2026-03-21T16:05:00+02:00",
    cover: { body: "suv", colour: "#2f5d46", alt: "Drawing of a green small SUV" },
    tags: ["SuzukiJimny", "OffRoad", "CarReview"],
  },
  {
    slug: "byd-dolphin-review-an-electric-hatchback-from-kigali-to-huye",
    title: "BYD Dolphin review: an electric hatchback from Kigali to Huye",
    excerpt:
      "We drove the Dolphin Comfort 60 kWh in Kigali and on a trip south to Huye. Quick, quiet and roomy, with a bigger battery that suits up-country trips.",
    body: `Electric cars have become a realistic option in Rwanda thanks to tax rules that exempt them from import duty and excise and apply 0 % VAT. The BYD Dolphin is one of the more affordable electric cars listed on Imodoka. We drove the Comfort 60 kWh in Kigali and on a trip to Huye, and spent a day in the Active 45 kWh.

## The versions

- **Active 45 kWh**, listed at 36.000.000 RWF: 70 kW (94 hp), 44.9 kWh usable battery, 340 km WLTP range, 7 kW AC and 60 kW DC charging.
- **Comfort 60 kWh**, listed at 44.000.000 RWF: 150 kW (201 hp), 60.5 kWh battery, 427 km WLTP range, 11 kW AC and 88 kW DC charging, plus adaptive cruise control, blind-spot monitoring, a heat pump and a panoramic roof.

Both have six airbags, autonomous emergency braking and lane keeping assist. The warranty is 6 years or 150.000 km, and 8 years or 160.000 km for the battery.

## In the city and on the road to Huye

Around Kigali the Dolphin is quiet, smooth and easy. Instant torque makes steep streets effortless, and one-pedal style regenerative braking is useful in stop-start traffic. The flat floor and 2.700 mm wheelbase give rear passengers more legroom than most hatchbacks of this length. The Active is perfectly adequate in town.

The Comfort's extra power makes overtaking on the hills straightforward. On paper, the WLTP range is ample for a trip to the Southern Province, but real range falls with speed, long climbs, heavy loads and air conditioning. We planned a top-up charge before the return trip rather than arriving with a nearly empty battery. Descents give some energy back through regeneration.

The suspension is soft and comfortable, though it bottoms out on larger speed bumps when the car is full.

## Pros and cons

**Pros**

- Low running costs and tax advantages
- Quick and quiet, especially the Comfort
- Roomy cabin for its size
- Long battery warranty

**Cons**

- Public fast chargers outside Kigali need planning
- Soft suspension on rough roads
- The Active's 60 kW DC charging is slow for long trips
- Boot of 345 litres is average

## Verdict

For city drivers who can charge at home, the Active is a compelling first electric car. If you travel regularly to Huye, Musanze or Rubavu, the Comfort's larger battery and faster charging justify the extra 8.000.000 RWF.`,
    categories: ["tests-and-reviews", "electric-mobility"],
    author: "jean-paul-habimana",
    publishedAt: "2026-05-10T09:55:00+02:00",
    cover: { body: "hatchback", colour: "#1f4fd8", alt: "Drawing of a blue electric hatchback" },
    tags: ["BYDDolphin", "ElectricCars", "CarReview"],
  },
  {
    slug: "kia-carnival-review-a-people-carrier-for-the-road-to-lake-kivu",
    title: "Kia Carnival review: a people carrier for the road to Lake Kivu",
    excerpt:
      "We drove the Carnival 2.2 CRDi from Kigali to Rubavu with a full load. Spacious, relaxed and well equipped, but long, wide and expensive.",
    body: `The Kia Carnival is the choice for families and hotels that need space for up to eight people without the bulk of a minibus. We drove the 2.2 CRDi EX 8AT from Kigali to Rubavu with seven people aboard and their luggage, then tried the SX Signature around the city.

## The versions

Both use a 2.2-litre turbo-diesel with 148 kW (198 hp) and 440 Nm, an eight-speed automatic and front-wheel drive.

- **2.2 CRDi EX 8AT**, listed on Imodoka at 92.900.000 RWF: eight seats, claimed 7.3 litres per 100 km, seven airbags, forward collision-avoidance assist, lane-keeping assist and power sliding doors.
- **2.2 CRDi SX Signature 8AT**, listed at 112.900.000 RWF: seven seats with reclining second-row captain's chairs, claimed 7.5 litres per 100 km, adding a surround-view monitor, blind-spot view monitor, head-up display and dual sunroofs.

## On the road

The diesel engine is the right choice for this car. With 440 Nm, the Carnival climbed the long hills on the way west with a full load calmly, and the eight-speed automatic shifted smoothly and kept revs low. Overtaking trucks was far easier than in smaller seven-seaters.

Inside, everyone had room. The power sliding doors make it easy to get in and out in tight spaces, and the tri-zone climate control kept the back cool. Behind the third row there are still 627 litres of luggage space, enough for a family's bags without a roof box.

The size is the catch. At 5.155 mm long and 1.995 mm wide, the Carnival needs care in narrow Kigali streets and car parks, and the 172 mm ground clearance means gentle driving on unpaved hotel access roads.

## Pros and cons

**Pros**

- Space for eight, with a large boot behind the third row
- Strong, relaxed diesel engine
- Power sliding doors and tri-zone climate control
- Warranty of 7 years or 150.000 km

**Cons**

- High price
- Long and wide for city streets
- Modest ground clearance for rough roads
- The Signature loses a seat

## Verdict

For a large family or a hotel shuttle that spends much of its time on paved roads, the Carnival is a comfortable, capable long-distance car. The EX offers the best balance of space, safety and price; the Signature is a luxury choice for passengers who value the reclining captain's chairs.`,
    categories: ["tests-and-reviews"],
    author: "eric-niyonzima",
    publishedAt: "2026-06-28T12:15:00+02:00",
    cover: { body: "van", colour: "#1b1e24", alt: "Drawing of a black people carrier" },
    tags: ["KiaCarnival", "FamilyCars", "CarReview"],
  },
  {
    slug: "renault-kwid-review-a-budget-city-car-with-suv-looks",
    title: "Renault Kwid review: a budget city car with SUV looks",
    excerpt:
      "We drove the Kwid 1.0 Climber AMT around Kigali and out to Bugesera. Cheap to buy and run, higher than most small cars, but basic in safety.",
    body: `For many first-time buyers, the question is not which car but whether a new car is affordable at all. The Renault Kwid is one of the lowest-priced new cars listed on Imodoka. We drove the 1.0 Climber AMT around Kigali and on the road south to Bugesera.

## The versions

Both use a 1.0-litre three-cylinder petrol engine with 50 kW (67 hp) and 91 Nm.

- **1.0 Life MT**, listed at 14.000.000 RWF: five-speed manual, claimed 4.7 litres per 100 km, two airbags, ABS and rear parking sensors.
- **1.0 Climber AMT**, listed at 16.500.000 RWF: automated manual gearbox, claimed 4.6 litres per 100 km, adding electronic stability control, a rear-view camera, an 8-inch touchscreen with Apple CarPlay and Android Auto, and roof rails.

Close rivals on Imodoka include the Suzuki Alto from 12.500.000 RWF, the Suzuki S-Presso from 13.000.000 RWF and the Suzuki Celerio from 15.000.000 RWF.

## In town and on the open road

The Kwid's SUV-inspired styling is more than decoration: 184 mm of ground clearance is generous for a small hatchback, and it took speed bumps and rough side streets without scraping. At only 790 kg, the Climber feels light and easy to manoeuvre, and its 279-litre boot is bigger than we expected.

The small engine copes in city traffic with one or two people aboard. With four adults on Kigali's steepest streets it slows noticeably, and the automated manual gearbox needs patience when pulling away uphill.

On the road to Bugesera, the Kwid cruised adequately but felt light and sensitive to crosswinds and to the wake of passing trucks. Overtaking needs long, clear stretches. We felt most at ease keeping to a moderate pace, and we would think twice about regular long trips in it.

## Pros and cons

**Pros**

- Very low purchase price
- Low claimed fuel consumption
- Generous ground clearance for a city car
- Useful boot for its size

**Cons**

- Only two airbags
- Stability control only on the Climber
- Weak performance with a full load
- Feels unsettled at highway speeds

## Verdict

The Kwid is a practical, affordable car for urban driving, and the Climber's stability control and camera justify its extra 2.500.000 RWF. Buyers who spend much time on the highway, or who want more safety equipment, should compare rivals before choosing.`,
    categories: ["tests-and-reviews"],
    author: "aline-uwase",
    publishedAt: "2026-08-17T17:45:00+02:00",
    cover: { body: "hatchback", colour: "#5c6470", alt: "Drawing of a grey hatchback" },
    tags: ["RenaultKwid", "BudgetCars", "CarReview"],
  },
  {
    slug: "subaru-outback-review-all-wheel-drive-estate-on-the-nyungwe-road",
    title: "Subaru Outback review: an all-wheel-drive estate on the Nyungwe road",
    excerpt:
      "We drove the Outback through the bends and rain of the road to Nyungwe. Comfortable, sure-footed and well protected, but pricier than many SUVs.",
    body: `The Subaru Outback is an unusual proposition in Rwanda: an estate car with the ground clearance of an SUV and permanent all-wheel drive. We drove the 2.5i on the winding road through Nyungwe forest, in sunshine and heavy rain, and tried the XT Touring for comparison.

## The versions

Both use a flat-four petrol engine, a CVT and permanent all-wheel drive.

- **2.5i**, listed on Imodoka at 62.000.000 RWF: 2.5-litre, 138 kW (185 hp), 245 Nm, claimed 7.3 litres per 100 km.
- **2.4 XT Touring**, listed at 72.000.000 RWF: 2.4-litre turbo, 183 kW (245 hp), 350 Nm, claimed 9.0 litres per 100 km, adding Nappa leather, a sunroof, a Harman Kardon sound system and extra driver aids.

Both have eight airbags and Subaru's EyeSight driver assistance with adaptive cruise control. The warranty in our catalogue is 5 years or 150.000 km. Ask the seller where the car will be serviced, since the brand has no distributor listed in our catalogue.

## On the road

The Nyungwe road is a string of bends, climbs and descents, and the Outback felt at home there. The all-wheel drive gave reassuring grip when the rain came down, and the car stayed composed through bends on wet tarmac. The ride is comfortable over broken surfaces, helped by 213 mm of ground clearance, which also made an unpaved track to a viewpoint easy.

The 2.5i is smooth but not fast; on steep climbs the CVT raises revs and the engine becomes audible. The turbo XT pulls much more strongly and makes overtaking on hills simpler, at the cost of higher claimed consumption.

The boot holds 522 litres, and the long, flat load floor suits luggage for a family holiday or camping gear.

## Pros and cons

**Pros**

- Permanent all-wheel drive and SUV-like ground clearance
- Comfortable on broken roads
- Large boot and strong safety equipment
- Good warranty

**Cons**

- 2.5i feels modest on long climbs
- Higher prices than many mid-size SUVs
- Servicing arrangements need checking
- Only five seats

## Verdict

For drivers who love long trips on Rwanda's hill roads and want comfort, grip and space without a body-on-frame 4x4, the Outback 2.5i is a fine choice. The XT makes sense if you often drive heavily loaded in the hills.`,
    categories: ["tests-and-reviews"],
    author: "grace-mukamana",
    publishedAt: "2026-10-07T07:55:00+02:00",
    cover: { body: "wagon", colour: "#123a6b", alt: "Drawing of a navy estate car" },
    tags: ["SubaruOutback", "AllWheelDrive", "CarReview"],
  },
  {
    slug: "toyota-corolla-saloon-review-petrol-or-hybrid",
    title: "Toyota Corolla saloon review: petrol or hybrid?",
    excerpt:
      "We drove both versions of the Corolla saloon in Kigali and on the road to Rwamagana. Comfortable, durable and easy to own; the hybrid is the smart pick.",
    body: `The Toyota Corolla needs little introduction in Rwanda, where it is known for durability and strong resale values. The current saloon is offered with a 1.8 petrol engine or a 1.8 hybrid. We drove both in Kigali and on the road to Rwamagana to work out which makes more sense.

## The versions

- **1.8 XLi CVT**, listed on Imodoka at 32.000.000 RWF: 103 kW (138 hp), 173 Nm, claimed 6.3 litres per 100 km, seven airbags, a pre-collision system, lane departure alert and a rear-view camera.
- **1.8 Hybrid XR**, listed at 37.000.000 RWF: 90 kW (121 hp) system power, 142 Nm, claimed 4.5 litres per 100 km, adding adaptive cruise control, lane tracing assist, a blind-spot monitor, rear cross-traffic alert, leather seats and a 10.5-inch touchscreen.

Both have a CVT, front-wheel drive and a 470-litre boot. Toyota Rwanda distributes the car.

## On the road

The Corolla is a comfortable, quiet saloon. The ride absorbs most city bumps well, the steering is accurate and the cabin is calm on the highway. Rear passengers get reasonable space and the boot swallows a family's luggage.

The petrol XLi is the livelier of the two, with more power and a quicker claimed 0 to 100 km/h time of 10.0 seconds against 11.0 for the hybrid. The hybrid, however, is at its best in Kigali's traffic, where it can move on electric power at low speed and recover energy when slowing down. Its claimed consumption is almost 30 % lower than the petrol's.

Both versions have only 135 mm of ground clearance. We took speed bumps slowly and avoided rough murram roads; this is a car for paved routes.

## Pros and cons

**Pros**

- Comfortable and quiet
- Low claimed fuel use, especially the hybrid
- Seven airbags and pre-collision system as standard
- Toyota parts and service across Rwanda

**Cons**

- Low ground clearance
- Petrol and hybrid both become noisy under hard acceleration
- Hybrid has a smaller 43-litre fuel tank
- Entry version has a smaller 8-inch screen

## Verdict

For most buyers, the Hybrid XR is worth its 5.000.000 RWF premium: lower fuel use and a much more complete set of driver aids. The XLi remains a solid, simple choice for those with a tighter budget.`,
    categories: ["tests-and-reviews"],
    author: "jean-paul-habimana",
    publishedAt: "2026-11-19T10:45:00+02:00",
    cover: { body: "sedan", colour: "#7a1f3d", alt: "Drawing of a burgundy sedan" },
    tags: ["ToyotaCorolla", "Hybrid", "CarReview"],
  },
];
