import type { SeedNewsArticle } from "./types";

/** Demo news: rallying and club motorsport in Rwanda and the region. */
export const motorsportNews: SeedNewsArticle[] = [
  {
    slug: "rwanda-mountain-gorilla-rally-how-a-rally-weekend-works",
    title: "Rwanda Mountain Gorilla Rally: how a rally weekend works",
    excerpt:
      "Special stages, liaison sections, time controls and service: a plain guide to the format of Rwanda's best-known rally for first-time followers.",
    body: `The Rwanda Mountain Gorilla Rally is the country's best-known motorsport event, and for many Rwandans it is the first rally they see. A rally looks simple from the roadside: cars appear, flash past in a cloud of dust and disappear. Behind that moment is a format that takes some explaining.

## Against the clock, not each other

Rally crews do not race side by side. Each car starts alone at a set interval and is timed over closed sections of road called special stages. The times from every stage are added up, along with any penalties, and the crew with the lowest total wins. A crew can be fastest on one stage and still lose because of a puncture or a wrong turn on another.

Each car carries two people: the driver and the co-driver, who reads pace notes describing the road ahead and manages the timing.

## The parts of a rally weekend

- **Reconnaissance.** Before the event, crews drive the stages slowly on open roads to write their pace notes.
- **Shakedown.** A short test stage where crews check the set-up of their cars.
- **Special stages.** Closed roads, usually gravel in Rwanda, timed to a tenth of a second.
- **Liaison sections.** Open public roads linking the stages, where rally cars must obey traffic rules like everyone else.
- **Time controls.** Checkpoints where crews must arrive at a set time; early or late arrival costs penalty time.
- **Service.** Limited periods in a service park where mechanics can repair and adjust the cars.

## Classes and cars

Entries are divided into classes according to the type of car, from powerful four-wheel-drive machines to modified two-wheel-drive cars. Following the class battles is often more interesting than the overall order, because crews in similar cars fight over seconds on every stage.

## Following the event

Organisers publish the itinerary, stage maps and official spectator areas before the rally, and stage times are posted as the event runs. If you plan to watch in person, read our spectator safety guide first and use only the areas the organisers mark out. A marshal with years of experience at Rwandan events told us that the best rally fans are the ones who learn the format: once you know what a time control is, the whole weekend makes sense.`,
    categories: ["motorsport"],
    author: "jean-paul-habimana",
    publishedAt: "2025-06-28T17:35:00+02:00",
    cover: { body: "hatchback", colour: "#1f4fd8", alt: "Drawing of a blue rally hatchback" },
    tags: ["Rally", "MountainGorillaRally", "Motorsport"],
  },
  {
    slug: "watching-a-rally-in-rwanda-a-spectators-safety-guide",
    title: "Watching a rally in Rwanda: a spectator's safety guide",
    excerpt:
      "Rally cars are fast, heavy and sometimes out of control. Where to stand, what to bring and how to behave so that a day at the stages stays a good memory.",
    body: `A rally stage is one of the few places where you can watch motorsport for free, close to the action, in beautiful countryside. It is also a place where a car travelling fast on gravel can leave the road in a fraction of a second. Spectators who follow a few rules keep themselves safe and help the event continue.

## Where to stand

Organisers mark official spectator areas, chosen because they give a view of the stage from a safe position. Use them. Outside those areas, the basic rules are the same everywhere:

- Stand well back from the road and above it if possible, never below it on the outside of a bend.
- Avoid the outside of corners and the end of long straights, where a car that misses its braking point will go.
- Never stand in areas marshals have closed with tape or signs.
- Keep children by your side and hold their hands when a car approaches.
- Do not cross the road once the stage is live, even if it seems quiet.

## Listen to the marshals

Marshals and police on the stages have the authority to move spectators. They can also stop a stage if the crowd is in the wrong place, which wastes everyone's day. A marshal who has worked several rallies in Rwanda told us that the most dangerous moment is often after a car passes, when people step into the road to watch it leave and do not hear the next one coming.

## What to bring

- Water and food, since stages are often far from shops.
- A hat and sun cream, or a raincoat in the rainy season.
- A scarf or mask against the dust.
- A charged phone, but remember that photos are never worth standing in a dangerous spot.

## Getting there and leaving

Roads around stages close well before the first car and may stay closed for hours. Arrive early, park where you are told and do not block access routes, which emergency vehicles may need. When the stage ends, wait for the marshals to announce that the road is open before driving or walking on it.

Rally stages run through villages and farms. Stay off crops, take your rubbish home and be courteous to residents, whose roads are being used for the event. A welcoming relationship with local communities is part of what allows rallies to return year after year.`,
    categories: ["motorsport", "road-safety-and-regulation"],
    author: "grace-mukamana",
    publishedAt: "2025-08-17T10:15:00+02:00",
    cover: { body: "suv", colour: "#b3121f", alt: "Drawing of a red SUV" },
    tags: ["Rally", "Spectators", "Safety"],
  },
  {
    slug: "how-to-start-rallying-in-rwanda-from-spectator-to-competitor",
    title: "How to start rallying in Rwanda: from spectator to competitor",
    excerpt:
      "Volunteering, club membership, a competition licence and a modest car: the realistic path for a Rwandan driver who wants to move from the roadside to the stage.",
    body: `Many Rwandan rally drivers started the same way: watching from a bank beside a gravel stage and deciding they wanted to be inside the car. The route from there to the start line is longer than it looks, but it is open to anyone willing to learn step by step.

## Start by volunteering

Every rally needs marshals, timekeepers and helpers at service. Volunteering is the best way to understand how an event works, to meet organisers and competitors, and to see the safety rules up close. Experienced crews often find new co-drivers and mechanics among the volunteers they trust.

## Join the club

Motorsport in Rwanda is organised through the national motoring club, which sanctions events and issues competition licences under international rules. Joining as a member gives access to club events, information about courses and contact with people who can advise on cars and equipment.

- Ask the club which licence you need for the events you want to enter.
- Find out whether a medical check or a training session is required.
- Learn the rulebook for your intended class before spending money on a car.

## Co-driving first

Many drivers begin in the co-driver's seat. It teaches pace notes, timing and the rhythm of a rally without the cost of running a car. It also shows how fast the front-running drivers really are, which is a useful dose of realism.

## The budget

Rallying is not cheap, even at club level. Before buying a car, list every cost over a season:

- The car and its preparation, including the safety equipment.
- Entry fees and insurance.
- Tyres, which wear quickly on gravel.
- Spare parts, and the repairs that follow any off-road excursion.
- Fuel, transport to events and food for the crew.
- Helmets, overalls and other personal safety gear.

A driver who has competed in club events for several seasons told us that the entry is the smallest bill of the weekend. The tyres and the repairs are what decide whether you can come back to the next one.

The first goal is to finish, not to win. A driver who completes every stage learns more than one who crashes on the first. Choose a simple, reliable car, drive within your limits and treat every event as a lesson. Speed follows experience.`,
    categories: ["motorsport"],
    author: "eric-niyonzima",
    publishedAt: "2025-10-06T12:40:00+02:00",
    cover: { body: "hatchback", colour: "#e9ecf1", alt: "Drawing of a white hatchback" },
    tags: ["Rally", "Motorsport", "Beginners"],
  },
  {
    slug: "choosing-a-first-rally-car-for-east-african-gravel",
    title: "Choosing a first rally car for East African gravel",
    excerpt:
      "Four-wheel-drive legends or a simple front-drive hatchback? What matters when choosing a first car for gravel rallying in Rwanda and the region.",
    body: `Walk through any service park in East Africa and you will see Subaru Imprezas and Mitsubishi Lancer Evolutions that have been rallied for years, alongside modern four-wheel-drive cars built to international rules and a field of smaller two-wheel-drive machines. For a newcomer, the choice of a first car shapes the budget, the learning curve and the chances of finishing events.

## Two-wheel drive or four-wheel drive

Turbocharged four-wheel-drive cars are fast on loose gravel and forgiving when traction is poor. They are also expensive to buy, prepare and repair, and their parts wear quickly under hard use.

A front-wheel-drive hatchback is slower but teaches the basics: reading the road, carrying speed through corners and looking after the car. Mistakes cost less, and the driver learns to be smooth rather than relying on power.

## What matters more than power

- **Strength.** Gravel stages punish suspension, sumps and wheels. A car with a tough body and a good supply of spare parts will finish more events.
- **Parts availability.** Choose a model whose parts can be found in Kigali or brought in quickly from the region.
- **Ground clearance.** Rwandan stages have ruts, rocks and drainage channels. Underbody protection is essential.
- **Class rules.** Check which class the car will run in and what modifications are allowed before buying.
- **Mechanic knowledge.** A car that local rally mechanics already know is easier to keep running.

## Buying a prepared car

Buying a car that has already been prepared and rallied can be cheaper than building one. Check its history carefully: ask when the roll cage was fitted and by whom, look for cracks around suspension mounts and check the expiry dates on seats, belts and other safety equipment. Have an experienced rally mechanic inspect it before agreeing a price.

## Building your own

If you prepare a car yourself, start with the safety equipment required by the rules, then strength, then performance. A rally mechanic in Kigali told us he often sees newcomers who spend their budget on engine power and have nothing left for suspension and underbody protection, then retire on the first rough stage.

The best first rally car is the one that gets you to the finish of your first events, with enough budget left to come back for the next one.`,
    categories: ["motorsport"],
    author: "aline-uwase",
    publishedAt: "2025-11-24T15:55:00+02:00",
    cover: { body: "sedan", colour: "#1b1e24", alt: "Drawing of a black rally saloon" },
    tags: ["Rally", "RallyCars", "Motorsport"],
  },
  {
    slug: "the-co-drivers-job-pace-notes-timing-and-calm",
    title: "The co-driver's job: pace notes, timing and a calm voice",
    excerpt:
      "The person in the right-hand seat reads the road ahead, manages the timecard and keeps the crew on schedule. What the job involves and how to learn it.",
    body: `Television pictures show the driver, but in rallying the co-driver is half of the crew. On a gravel stage at speed, the driver depends on the voice in the right-hand seat to know what lies beyond the next crest. In Rwanda's hills, where roads twist and dip constantly, that voice matters even more.

## Writing pace notes

During reconnaissance, the crew drives each stage slowly and writes a description of every corner and hazard. The driver calls the road and the co-driver writes it down in a shared shorthand.

- Corners are graded by severity, often with numbers, and given a direction.
- Lengths between corners tell the driver how long to accelerate.
- Warnings mark crests, ruts, rocks, narrowings and junctions.
- Notes such as "do not cut" protect the car from hidden rocks on the inside of a bend.

Good notes are consistent. A "four left" must mean the same thing every time, or the driver stops trusting them.

## Reading them on the stage

The co-driver reads the notes at the right moment: early enough for the driver to prepare, not so early that the information gets lost. The rhythm changes with speed, and a good co-driver reads the driver's breathing and the car's movement as much as the page. When the car goes off line, the co-driver must find the right place in the notes instantly.

A co-driver who has competed in rallies across the region told us that the hardest part is staying calm after a mistake. The next corner is coming regardless, and panic in the voice spreads to the driver.

## Timing and paperwork

Between stages, the co-driver manages the timecard, the road book and the schedule. Arriving at a time control early or late costs penalty time, so the co-driver calculates when to leave service, how long the liaison will take and when to check in. Many rallies have been lost on a timecard rather than on a stage.

## Learning the job

- Start at club events, where the pace is lower and mistakes cost less.
- Practise reading notes aloud from a passenger seat on ordinary drives.
- Learn basic mechanics and first aid, since co-drivers help with both.
- Build a partnership with one driver; trust grows with time.

A good co-driver does not need to be a fast driver, but must be organised, precise and calm under pressure.`,
    categories: ["motorsport"],
    author: "jean-paul-habimana",
    publishedAt: "2026-01-13T09:30:00+02:00",
    cover: { body: "sedan", colour: "#123a6b", alt: "Drawing of a navy rally saloon" },
    tags: ["Rally", "CoDriver", "PaceNotes"],
  },
  {
    slug: "rally-safety-equipment-from-helmets-to-roll-cages",
    title: "Rally safety equipment, from helmets to roll cages",
    excerpt:
      "Homologated helmets, head and neck restraints, bucket seats, harnesses and fire extinguishers: the equipment that lets rally crews walk away from crashes.",
    body: `Rally crashes happen at high speed, often far from help, and into trees, ditches and rocks rather than barriers. The safety equipment fitted to a modern rally car and worn by its crew is the reason most of those crashes end with the crew climbing out unhurt. It is also where no serious competitor cuts costs.

## What the crew wears

- **Helmet.** Homologated to the standard required by the rules, with intercom for communication between driver and co-driver.
- **Head and neck restraint.** A frontal head restraint reduces the forces on the neck in a frontal impact.
- **Fire-resistant overalls**, gloves, boots and underwear, so that a fire gives the crew time to escape.

All of this equipment carries a label showing the standard it meets, and much of it has an expiry date. Scrutineers check the labels before each event.

## What the car carries

- **Roll cage.** A welded steel structure that protects the cabin if the car rolls or hits something side-on. It must be built to the rules, by a competent fabricator.
- **Bucket seats and harnesses.** Homologated seats hold the body in place, and multi-point harnesses keep the crew in them.
- **Fire extinguishers**, both hand-held and a plumbed-in system that can be triggered from inside and outside.
- **Electrical cut-off switch**, reachable from inside and by marshals from outside.
- **Warning equipment**, such as a reflective triangle and an "OK" or "SOS" board to show following crews and marshals whether help is needed after an incident.

## Fitting matters

Equipment protects only when it is fitted and worn correctly. Harnesses must be tight, seats mounted on proper brackets and the helmet strap done up before the start of every stage. A scrutineer who checks cars at events in Rwanda told us that the faults he finds most often are expired harnesses and seats that have been moved from one car to another without the correct mountings.

## Beyond the car

Safety is also about organisation. Organisers plan medical cover, stage safety cars and radio points along each stage. Crews are expected to know what to do after an accident: show the board, stop for an injured crew if needed and follow the marshals' instructions.

For newcomers, the message from experienced crews is consistent: buy the safety equipment first, and buy it new if you can.`,
    categories: ["motorsport"],
    author: "grace-mukamana",
    publishedAt: "2026-03-05T18:20:00+02:00",
    cover: { body: "hatchback", colour: "#b88a4a", alt: "Drawing of a bronze rally hatchback" },
    tags: ["Rally", "Safety", "Motorsport"],
  },
  {
    slug: "preparing-body-and-mind-for-a-rally-weekend",
    title: "Preparing body and mind for a rally weekend",
    excerpt:
      "Heat, dust, long days and constant concentration: why rally crews train like athletes and what club competitors can do to prepare.",
    body: `A rally weekend can mean early starts, long hours in a hot cabin, fireproof clothing, dust and constant concentration on stages where one mistake ends the event. Crews who arrive fit, rested and prepared make fewer errors, especially on the last stages of the day.

## Physical fitness

Driving a rally car on gravel is physical work. The steering is heavy, the car shakes constantly and the harness holds the body tight while the car jumps and slides.

- Cardiovascular training, such as running or cycling, helps the body cope with heat and effort.
- Neck, shoulder and core strength help absorb constant jolts.
- Grip and forearm strength matter for drivers; co-drivers need a strong back and neck to keep reading notes on rough roads.
- Flexibility helps crews climb in and out of the car quickly, and escape fast after an incident.

## Heat, hydration and rest

Inside fireproof overalls, with windows closed against dust, a cabin gets hot. Dehydration slows reactions long before a driver feels thirsty. Crews drink regularly in the days before the event, keep water in the car and drink at every service and time control. Light, familiar meals work better than heavy ones before stages.

A rally is a long event, not a sprint. Arriving tired after a long drive or a late night is a handicap. Experienced crews plan sleep, meals and travel as carefully as car preparation, and try to keep the same routine before each stage.

## Mental preparation

Concentration is the scarcest resource in a rally. Drivers and co-drivers use the time between stages to reset: review the notes for the next stage, talk through any problems and let go of mistakes.

A club driver who has competed for several seasons told us he learned to check one thing before every stage: whether he was angry. If he was, he drove the first kilometres more slowly, because anger is when he made his biggest mistakes.

## A checklist before the weekend

- Sleep well in the nights before the event, not only the last one.
- Prepare personal kit early and check that nothing has expired.
- Agree with your co-driver how you will communicate problems.
- Eat and drink on a plan rather than when you remember.

Preparation does not make a slow driver fast, but it stops a fast driver from becoming a slow one by the end of the day.`,
    categories: ["motorsport"],
    author: "eric-niyonzima",
    publishedAt: "2026-04-24T08:10:00+02:00",
    cover: { body: "coupe", colour: "#b3121f", alt: "Drawing of a red coupe" },
    tags: ["Rally", "Fitness", "DriverTraining"],
  },
  {
    slug: "rallying-in-east-africa-a-shared-gravel-culture",
    title: "Rallying in East Africa: a shared gravel culture",
    excerpt:
      "From Kenya's Safari Rally to events in Uganda, Tanzania, Burundi and Rwanda, the region's rallying tradition is built on rough roads, family teams and loyal fans.",
    body: `Rallying has deep roots in East Africa. Kenya's Safari Rally, now a round of the World Rally Championship, made the region famous among motorsport fans around the world, and national championships in Uganda, Tanzania, Burundi and Rwanda keep that tradition alive on local roads. Uganda's Pearl of Africa Rally and Rwanda's Mountain Gorilla Rally are among the region's best-known events.

## Gravel, dust and mud

What unites these events is the terrain. Most stages run on gravel and murram roads that change character with the weather: hard and dusty in the dry season, slippery and rutted after rain. Crews need cars that are strong rather than delicate, and driving styles that look after tyres and suspension as much as they chase time.

In Rwanda, the hills add their own character: climbs, descents, tight bends and crests that hide the road beyond. Stages can look short on a map and feel long in the car.

## Crews who travel

Rally crews in the region often travel across borders to compete. That exchange brings experience and competition to smaller national series and lets young drivers measure themselves against established names. It also spreads knowledge: mechanics, co-drivers and spare parts move along the same routes.

## Family teams and loyal fans

Many teams in the region are family affairs, with parents, children and cousins sharing the driving, co-driving and spanner work. Rallying also draws big crowds in villages along the stages, where a passing rally car is an event in itself.

- Fans follow favourite crews from country to country on social media.
- Local businesses along stages benefit from spectators.
- Schools and clubs sometimes use rallies to talk about road safety.

## What Rwanda can build on

A regional rally scene depends on organisers, marshals, sponsors and a steady flow of new competitors. For Rwanda, the Mountain Gorilla Rally gives a focal point, while club events help train the people every rally needs. An organiser involved in events in the region told us that the hardest thing to find is not drivers but trained volunteers, and that every new marshal makes future events safer.

For spectators, following rallying across the region is a good way to discover new roads and neighbouring countries. For drivers, it is a reminder that the best crews in East Africa learned their craft on exactly the kind of roads that lie outside our own towns.`,
    categories: ["motorsport"],
    author: "aline-uwase",
    publishedAt: "2026-06-12T14:45:00+02:00",
    cover: { body: "suv", colour: "#2f5d46", alt: "Drawing of a green SUV" },
    tags: ["Rally", "EastAfrica", "Motorsport"],
  },
  {
    slug: "inside-the-service-park-how-rally-crews-keep-cars-running",
    title: "Inside the service park: how rally crews keep cars running",
    excerpt:
      "Strict time limits, worn tyres, bent suspension and dust in everything: what happens in a rally service park and why preparation decides the result.",
    body: `Between stages, rally cars return to a service park, where mechanics have a limited time to repair, adjust and refuel them. For spectators it is the best place to see the cars up close. For the teams, it is a race against the clock that can decide the result as much as the stages do.

## Time is the limit

Service periods are strictly timed. If mechanics overrun, the crew arrives late at the next time control and collects penalties. That is why teams plan their work in advance and practise common jobs, such as changing a damaged suspension arm, until they can do them quickly.

## The usual jobs

- **Tyres.** Gravel stages wear tyres quickly, and the choice of compound and tread depends on the weather and the next loop of stages.
- **Suspension.** Dampers, arms and bushes take a beating on rough roads and are checked at every service.
- **Underbody.** Skid plates are inspected and straightened or replaced after heavy impacts.
- **Brakes.** Pads and discs are checked, and brake fluid may need changing after long descents.
- **Filters and cooling.** Dust clogs air filters and radiators, so they are cleaned or replaced.
- **Electrics.** Connectors and sensors shaken loose by the stages are a common source of problems.

## Support vehicles and roadside repairs

Teams bring their service area with them: a pick-up or truck with tools, spares, tyres, a generator, a tent and jacks. In Rwanda, double-cab pick-ups are a common sight in service parks, loaded with wheels and toolboxes.

Outside service, only the crew can work on the car, with the tools and spares they carry. Crews practise changing a wheel at the roadside and carry basic spares and tape, because a simple repair on a stage can save an event.

A rally mechanic in Kigali told us that most of his work happens before the event, not during it. A car that has been stripped, checked and rebuilt properly between rallies rarely needs miracles in service.

## Visiting the service park

Spectators are usually welcome in public areas of the service park. Stay behind barriers, keep away from cars that are moving or being lifted, and do not distract mechanics when they are working against the clock. Between services, many crews are happy to talk about their cars.`,
    categories: ["motorsport"],
    author: "jean-paul-habimana",
    publishedAt: "2026-08-01T11:55:00+02:00",
    cover: { body: "pickup", colour: "#e9ecf1", alt: "Drawing of a white pick-up" },
    tags: ["Rally", "ServicePark", "Mechanics"],
  },
  {
    slug: "club-events-autocross-and-sprints-where-rally-drivers-begin",
    title: "Club events, autocross and sprints: where rally drivers begin",
    excerpt:
      "Short, controlled events on closed courses are the cheapest way into motorsport. What they involve, what car you need and how to take part safely.",
    body: `Not every driver who wants to compete needs to start with a full rally. Club-level events such as autocross, sprints and hill climbs let drivers learn car control on closed, marked courses, over shorter distances and at lower cost. In Rwanda and across the region, many rally crews gained their first experience this way.

## What the events involve

- **Autocross** takes place on a short loose-surface course marked out on open ground. Cars usually run one at a time or in small groups, and the best time counts.
- **Sprints** are short timed runs on a closed course, with each driver starting alone.
- **Hill climbs** send cars one at a time up a closed road against the clock.

The format varies from club to club, so read the supplementary regulations for each event. They set out classes, equipment and the exact course.

## Why start here

Short events are easier on the car and the budget, and they allow several runs in one day. Drivers can try a line, see the time, and try again, which is the fastest way to learn. Because courses are short and spectators are kept at a distance, organisers can control the risks more closely than on a long rally stage.

## The car you need

The requirements are usually lighter than for a rally, but safety still comes first. Expect to need:

- A helmet that meets the standard set by the organisers.
- Working seat belts, or harnesses where required.
- A car in sound mechanical condition, with no fluid leaks and a secure battery.
- Removal of loose items from the cabin and boot.
- Any extra equipment, such as a roll cage, that the class rules require.

Scrutineers check each car before it runs. An organiser of club events told us that the most common reason a car is turned away is something simple, such as a loose battery or a missing number.

## Taking part

Contact the national motoring club for the calendar and licence requirements. Arrive early for scrutineering and the drivers' briefing, walk the course on foot and watch other drivers before your first run. Drive your first runs smoothly rather than flat out: a clean run teaches you more than a spin.

Club events exist so that drivers can explore their limits in a controlled place. Public roads are not practice grounds, and anyone serious about motorsport keeps their competitive driving for the course.`,
    categories: ["motorsport"],
    author: "grace-mukamana",
    publishedAt: "2026-09-20T16:30:00+02:00",
    cover: { body: "hatchback", colour: "#5c6470", alt: "Drawing of a grey hatchback" },
    tags: ["Autocross", "ClubMotorsport", "Beginners"],
  },
  {
    slug: "what-everyday-drivers-can-learn-from-rally-crews",
    title: "What everyday drivers can learn from rally crews",
    excerpt:
      "Reading the road, looking far ahead, smooth inputs and well-kept tyres: rally habits that make ordinary driving safer, with no need for speed.",
    body: `Rally crews drive much faster than anyone should on a public road, but the skills behind their speed are useful to every driver. Many of them are about seeing problems early and keeping the car calm, which is exactly what makes everyday driving safer on Rwanda's hill roads.

## Look ahead and read the surface

Rally drivers look as far down the road as they can, and the pace notes extend that view beyond the next crest. Ordinary drivers can do the same by raising their eyes. On the Kigali–Musanze road or the climbs towards Nyungwe, watching where the road goes two bends ahead, and who is walking on the verge, gives time to react calmly.

Rally crews constantly judge grip: gravel, mud, wet tarmac, dust on a dry road. Everyday drivers can practise the same habit.

- Watch for darker patches that signal water or mud.
- Expect gravel at the edge of the tarmac and at junctions with murram roads.
- Treat the first rain after a dry spell as slippery.
- Notice where trucks have left oil or diesel on climbs.

## Be smooth

Watch a fast rally driver in the car and the inputs look calm. Sudden steering, braking or acceleration unsettles a car and uses up the grip available. Brake in a straight line before a bend, keep the steering steady through it and accelerate gently as the road straightens.

## Know and maintain your car

Rally crews know their cars' limits and warning signs. Every driver should know how their own car behaves: how long it takes to stop when loaded, how it feels on a wet road, what its warning lights mean.

Rally teams check tyres and brakes at every service. For an everyday driver, a monthly check of tyre pressures and tread, and prompt attention to brakes that squeal or pull, is the equivalent.

## Keep speed for the stage

The most important lesson is the one rally crews repeat most often. They drive fast only on closed roads, with pace notes, safety equipment, medical cover and marshals. On liaison sections they follow traffic rules like everyone else. A rally driver told us that his proudest skill is not speed but knowing where it belongs. Public roads carry families, motos, cyclists and pedestrians, and they are never a place to practise.`,
    categories: ["motorsport", "road-safety-and-regulation"],
    author: "eric-niyonzima",
    publishedAt: "2026-11-09T13:05:00+02:00",
    cover: { body: "wagon", colour: "#7a1f3d", alt: "Drawing of a burgundy estate car" },
    tags: ["Rally", "DrivingTips", "RoadSafety"],
  },
];
