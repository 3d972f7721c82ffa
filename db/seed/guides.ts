/**
 * The practical guide: six sections on owning and driving a car in Rwanda, each with its articles.
 * Every figure comes from the institutions named in the article's sources, as recorded on its recordedOn day.
 */
import type { PracticalGuideSection as GuideSectionSlug } from "~/shared/lib/links";

export interface SeedGuideSection {
  slug: GuideSectionSlug;
  /** e.g. "Road tax" */
  title: string;
  /** One sentence for cards, max 140 characters. */
  summary: string;
  /** 2–3 sentences shown at the top of the section page. */
  intro: string;
}

export interface SeedGuideArticle {
  section: GuideSectionSlug;
  /** kebab-case, ascii, unique within the section, max 60 chars */
  slug: string;
  title: string;
  /** max 200 characters, plain text */
  excerpt: string;
  /** Markdown body, 350–700 words */
  body: string;
  /** Institutions the facts come from, e.g. { name: "Rwanda National Police", url: "https://police.gov.rw" } */
  sources: { name: string; url?: string }[];
  /** The day the facts were recorded from the sources. */
  recordedOn: string;
}

const RECORDED_ON = "2026-11-22";

const rra = { name: "Rwanda Revenue Authority (RRA)", url: "https://www.rra.gov.rw" };
const police = { name: "Rwanda National Police", url: "https://police.gov.rw" };
const irembo = { name: "Irembo", url: "https://irembo.gov.rw" };
const bnr = { name: "National Bank of Rwanda (BNR)", url: "https://www.bnr.rw" };
const banks = { name: "Rwandan commercial banks" };

export const guideSections: SeedGuideSection[] = [
  {
    slug: "road-tax",
    title: "Road tax",
    summary:
      "The yearly road maintenance levy, the taxes on an imported car and the real cost of keeping a car on the road.",
    intro:
      "Owning a car in Rwanda comes with a few fixed yearly costs, starting with the road maintenance levy paid to Rwanda Revenue Authority. These guides explain what you pay, how to pay it, and what taxes to expect if you import a car.",
  },
  {
    slug: "driving-license",
    title: "Driving licence",
    summary:
      "How to get your provisional and definitive driving licence through Irembo, and how to pass the police tests.",
    intro:
      "In Rwanda you apply for both the provisional and the definitive driving licence through Irembo, and Rwanda National Police runs the tests. These guides walk you through each step, from your first application to the day of your driving test.",
  },
  {
    slug: "vehicle-financing",
    title: "Vehicle financing",
    summary:
      "How car loans from Rwandan banks work, how to read an offer and whether a loan, leasing or cash suits you best.",
    intro:
      "Most Rwandan banks offer car loans, with interest of about 5–18% a year over 3–8 years and a down payment of 10–50%. These guides help you understand an offer, compare it with other ways to pay and prepare a strong application.",
  },
  {
    slug: "vehicle-insurance",
    title: "Vehicle insurance",
    summary:
      "Compulsory third-party cover, optional comprehensive cover, what to do after an accident and how to pay less.",
    intro:
      "Every vehicle on a Rwandan road must have third-party liability insurance; comprehensive cover is your choice. These guides explain what each type of cover protects, what to do if you have an accident and how to keep your premium under control.",
  },
  {
    slug: "vehicle-inspection",
    title: "Vehicle inspection",
    summary:
      "The yearly technical inspection by Rwanda National Police: where to go, what it costs and how to pass first time.",
    intro:
      "Rwanda National Police carries out the technical inspection, known as contrôle technique, at centres in Remera (Kigali), Huye, Musanze and Rwamagana. These guides cover the price, how to prepare your car and what to do if it fails.",
  },
  {
    slug: "vehicle-registration",
    title: "Vehicle registration",
    summary: "Registering a new or imported car and transferring ownership of a used one, step by step.",
    intro:
      "Every car in Rwanda must be registered to its owner with Rwanda Revenue Authority. These guides explain the steps for a new car, an imported car and a used car changing hands, and the documents to keep ready.",
  },
];

export const guideArticles: SeedGuideArticle[] = [
  // ---------------------------------------------------------------- road-tax
  {
    section: "road-tax",
    slug: "road-maintenance-levy-how-much-and-how-to-pay",
    title: "Road maintenance levy: how much and how to pay",
    excerpt:
      "Under the 2025 law, cars pay 50.000 RWF a year and pick-ups and buses 100.000 RWF. Here is who pays, how to pay Rwanda Revenue Authority and which proof to keep.",
    body: `Every vehicle owner in Rwanda pays a yearly road maintenance levy. The money helps keep the country's roads in good repair, and it is collected by Rwanda Revenue Authority (RRA). This guide explains how much you pay, who is responsible and how to pay without trouble.

## How much is the levy?

According to Rwanda Revenue Authority (RRA), the 2025 law sets these yearly amounts:

| Vehicle type | Levy per year |
| --- | --- |
| Car | 50.000 RWF |
| Pick-up | 100.000 RWF |
| Bus | 100.000 RWF |

If your vehicle does not fit clearly into one of these groups, for example a lorry, a motorcycle or a special-purpose vehicle, check its category and the amount with RRA before you pay. Do not guess from the table above.

## Who has to pay

The levy is owed by the registered owner of the vehicle. This matters when a car changes hands:

- **If you buy a used car**, make sure the transfer of ownership is completed so that the vehicle is registered in your name and future notices reach you.
- **If you sell a car**, complete the transfer quickly. Until it is done, the vehicle is still linked to you.
- **If a company owns the car**, the company pays, using its own tax details.

## How to pay, step by step

1. **Gather your details.** Have your number plate, the vehicle's registration certificate and your national ID ready. A company also needs its Taxpayer Identification Number (TIN).
2. **Check what is due.** Look up your vehicle on the [RRA website](https://www.rra.gov.rw) or contact RRA. Confirm the category and whether anything is still unpaid from earlier years.
3. **Follow RRA's payment instructions.** RRA gives you a reference for the payment so the money is matched to the right vehicle. Copy it exactly.
4. **Pay through a channel RRA accepts.** The accepted payment channels are listed on the RRA site. Use only those, and never hand cash to someone who offers to pay for you.
5. **Keep the receipt.** Save the payment receipt on paper and as a photo or PDF. You may need it when you sell the car, at a police check or if there is ever a question about your account.

## Why paying on time matters

RRA can add penalties when a tax is paid late, so an unpaid levy grows more expensive the longer you wait. Ask RRA which penalties apply in your case if you are behind.

Paying on time also makes selling easier. Careful buyers ask for proof that the levy is up to date, and a clean record helps you agree a price quickly.

## Practical tips

- **Set a reminder** in your phone a few weeks before the levy is due each year.
- **Budget for it monthly.** Setting aside a small amount each month means the yearly bill is never a surprise.
- **Running a few vehicles?** Keep a simple list of plates, categories and payment dates so nothing is missed.
- **Something looks wrong?** If the amount shown does not match your vehicle type, contact RRA before you pay, not after.

## Quick summary

- Cars: 50.000 RWF per year.
- Pick-ups and buses: 100.000 RWF per year.
- Paid to Rwanda Revenue Authority (RRA) by the registered owner.
- Keep every receipt.

*Figures recorded on 22 November 2026 from Rwanda Revenue Authority (RRA). Rules and fees change: check the official site before you pay.*`,
    sources: [rra],
    recordedOn: RECORDED_ON,
  },
  {
    section: "road-tax",
    slug: "import-taxes-on-a-car-and-why-evs-cost-less",
    title: "Import taxes on a car: what you pay and why EVs cost less to import",
    excerpt:
      "Import duty, VAT, excise duty and three smaller levies: the taxes Rwanda Revenue Authority charges on an imported car, and why electric vehicles are much cheaper to clear.",
    body: `Buying a car abroad can look cheaper at first, but the price you see is not the price you pay. Before the car can leave customs, Rwanda Revenue Authority (RRA) charges several taxes on it. Knowing them in advance helps you compare an imported car fairly with one already in Rwanda.

## The taxes on an imported petrol or diesel car

According to Rwanda Revenue Authority (RRA), a car imported into Rwanda is charged the following:

| Tax | Rate |
| --- | --- |
| Import duty | 25% |
| Excise duty | 5–15% |
| Value added tax (VAT) | 18% |
| Withholding tax | 5% |
| Infrastructure development levy | 1.5% |
| African Union levy | 0.2% |

The excise duty rate falls somewhere between 5% and 15% depending on the vehicle. RRA tells you which rate applies to yours.

## Why you can't just add up the percentages

Each tax is worked out by RRA on a particular base, and some taxes are calculated on a value that already includes others. For example, VAT is charged on a value that includes duties already due. This means the total tax is not simply the sum of the rates in the table. The only reliable figure is the assessment RRA gives you for your specific car.

## Why electric vehicles cost less to import

Rwanda encourages electric vehicles (EVs) through the tax system. According to RRA:

- EVs are **exempt from import duty** (instead of 25%).
- EVs are **exempt from excise duty** (instead of 5–15%).
- EVs have **0% VAT** (instead of 18%).

These are the three biggest taxes on a petrol or diesel car, so an EV of the same value costs far less to clear through customs. The exemptions above do not mention the withholding tax or the two smaller levies, so confirm with RRA which of those still apply to an EV before you budget.

## Converting a foreign price

Cars bought abroad are often priced in US dollars. In December 2025, 1 USD was worth about 1.457 RWF. Use this only as a rough guide when you compare offers: exchange rates move, and the rate used for customs is the one RRA applies on the day.

## Steps to estimate your import bill

1. **Get the full price in writing** from the seller, including shipping and insurance to Rwanda.
2. **Convert it to RWF** at the current exchange rate, using 1 USD ≈ 1.457 RWF (December 2025) only as a first estimate.
3. **Identify the vehicle type.** Note whether it is an EV, a hybrid, petrol or diesel, and its year and engine details, as these affect the excise rate and exemptions.
4. **Ask for an estimate.** A licensed clearing agent or RRA can estimate the taxes for your car before you commit.
5. **Add the costs after customs**: registration, number plates, insurance and the technical inspection.

## Before you buy abroad

- Check that the car can be registered in Rwanda before you pay for it.
- Keep every invoice, shipping document and payment receipt: customs will ask for them.
- Compare the total landed cost with the price of a similar car already for sale in Rwanda.

*Figures recorded on 22 November 2026 from Rwanda Revenue Authority (RRA). Rules and fees change: check the official site before you pay.*`,
    sources: [rra],
    recordedOn: RECORDED_ON,
  },
  {
    section: "road-tax",
    slug: "budgeting-the-yearly-running-costs-of-a-car",
    title: "Budgeting the yearly running costs of a car",
    excerpt:
      "The levy, the inspection, insurance, fuel and servicing: a simple way to plan a year of car costs in Rwanda, with the fixed figures from RRA and Rwanda National Police.",
    body: `The purchase price is only the beginning. A car costs money every year you own it, and some of those costs are fixed by law. Building a simple yearly budget before you buy helps you choose a car you can comfortably keep.

## The fixed yearly costs

Some costs are set by the authorities and are the same for everyone with the same kind of vehicle.

| Cost | Amount | Paid to |
| --- | --- | --- |
| Road maintenance levy, car | 50.000 RWF per year | Rwanda Revenue Authority (RRA) |
| Road maintenance levy, pick-up or bus | 100.000 RWF per year | Rwanda Revenue Authority (RRA) |
| Technical inspection, private car | 34.940 RWF, valid for 1 year | Rwanda National Police |

The levy amounts come from the 2025 law, according to RRA. The inspection price and validity come from Rwanda National Police.

## Compulsory insurance

Third-party liability insurance is compulsory for every vehicle on the road. Its price is not fixed by law in the same way: it depends on the insurer, the vehicle and how it is used. Ask several insurers for a quote and put the best one into your budget. If you choose comprehensive cover as well, add that quote too.

## Costs that depend on you

These vary a lot from one driver to another. Estimate each one honestly:

- **Fuel or charging.** Think about your daily trips, weekend travel and trips outside Kigali.
- **Servicing.** Oil, filters and regular checks at the intervals in the car's handbook.
- **Tyres and brakes.** Hilly roads and heavy loads wear them faster.
- **Repairs.** Keep a reserve for the unexpected, especially with an older car.
- **Parking and washing.** Small amounts that add up over a year.
- **Loan repayments**, if you finance the car.

## Building your budget in five steps

1. **Write down the fixed costs** from the table above for your type of vehicle.
2. **Add your insurance quotes** for third-party cover, and comprehensive cover if you want it.
3. **Estimate fuel** from your usual weekly driving.
4. **Ask a garage** for the typical servicing cost for the model you are considering.
5. **Divide the total by twelve** to see what the car really costs you each month, and check that it fits your income alongside any loan payment.

## Tips to keep costs down

- **Compare models before you buy.** A car with cheap, easy-to-find parts is cheaper to keep.
- **Consider an electric vehicle.** According to RRA, EVs are exempt from import duty and excise duty and have 0% VAT when imported, which lowers the purchase price. Check charging options where you live and work.
- **Service on time.** Small problems found early cost less than breakdowns, and a well-kept car passes the technical inspection first time.
- **Pay fixed costs on time.** Late payments can bring penalties.

## A budget is a living document

Review your budget once a year, when the levy and the inspection come round. Fuel prices, insurance quotes and repair needs change, and a car that is getting older usually needs a little more set aside.

*Figures recorded on 22 November 2026 from Rwanda Revenue Authority (RRA) and Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [rra, police],
    recordedOn: RECORDED_ON,
  },

  // ---------------------------------------------------------------- driving-license
  {
    section: "driving-license",
    slug: "provisional-licence-step-by-step-on-irembo",
    title: "Provisional licence step by step on Irembo",
    excerpt:
      "How to register for the provisional driving licence test on Irembo, online or with USSD *909#, pay the fee and prepare for the theory test run by Rwanda National Police.",
    body: `The provisional driving licence is your first step towards driving on your own in Rwanda. It shows that you have passed the theory test on the rules of the road, and it allows you to learn and practise before the practical test. You apply through Irembo, and Rwanda National Police runs the test.

## What you need before you start

- **Your identity document**: your national ID, or your passport or residence document if you are not Rwandan.
- **A phone number** that you can use to receive messages and make payments.
- **An Irembo account**, which you can create on [irembo.gov.rw](https://irembo.gov.rw), or access to the USSD service by dialling \\*909# on your phone.
- **The licence category** you want. Choose the one that matches the vehicle you intend to drive, for example a car or a motorcycle.

## Step by step

1. **Open Irembo.** Go to [irembo.gov.rw](https://irembo.gov.rw) and log in, or dial \\*909# and follow the menus.
2. **Find the provisional driving licence test.** Look for the provisional driving licence service among the Rwanda National Police services.
3. **Fill in your details.** Enter your ID number and check that your name and date of birth are shown correctly.
4. **Choose the category, the test location and the date.** Pick from the places and dates that Irembo offers at the time you apply. Popular slots fill quickly, so apply early.
5. **Pay the fee.** The fee is shown on Irembo when you apply. Pay it with one of the payment options Irembo shows you and keep the confirmation.
6. **Save your application details.** Keep the confirmation message or document: it shows your test place, date and reference.
7. **Sit the theory test.** Arrive at the test place in good time with your identity document. The test is run by Rwanda National Police.
8. **Check your result and get your licence.** Results are published through the official channels. Once you pass, follow the instructions on Irembo to obtain your provisional licence.

## How to prepare for the theory test

The theory test checks that you know the rules of the road and the meaning of road signs. To prepare:

- **Study the highway code** and road signs, including priority rules at junctions and roundabouts.
- **Practise with sample questions** until you answer confidently without guessing.
- **Learn the reasons behind the rules.** Understanding why a rule exists makes it easier to remember.
- **Consider a driving school.** Many learners follow lessons that cover both theory and practice.

## If something goes wrong

- **Wrong details on the application?** Contact Irembo support before the test date, not on the day.
- **You cannot attend?** Check on Irembo whether you can change the date, and whether a new fee applies.
- **You failed?** You can apply again on Irembo. Use the time to study the topics you found difficult.

## After the provisional licence

With your provisional licence you can prepare for the definitive licence and its practical test. Keep the licence safe and check its expiry date: you will need it to be valid when you apply for the definitive test.

*Figures recorded on 22 November 2026 from Irembo and Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [irembo, police],
    recordedOn: RECORDED_ON,
  },
  {
    section: "driving-license",
    slug: "from-provisional-to-definitive-licence",
    title: "From provisional to definitive licence",
    excerpt:
      "You have your provisional licence: here is how to practise, book the practical test on Irembo, pass it with Rwanda National Police and get your definitive driving licence.",
    body: `Passing the theory test and getting your provisional licence is a big step. The next one is the definitive driving licence, which lets you drive on your own. To get it you pass a practical driving test run by Rwanda National Police, and you apply through Irembo.

## Before you apply

Make sure you are ready before you book. You should:

- **Hold a valid provisional licence** for the category you want. Check its expiry date.
- **Have enough practice** behind the wheel, in different traffic conditions and on different kinds of road.
- **Be comfortable with the manoeuvres** the examiners commonly ask for, such as starting on a hill, parking and turning safely.

If you are learning with a driving school, ask your instructor whether you are ready. An honest opinion now can save you a second application.

## Step by step

1. **Log in to Irembo.** Go to [irembo.gov.rw](https://irembo.gov.rw), or dial \\*909# to use the USSD service.
2. **Choose the definitive driving licence test.** It is listed among the Rwanda National Police services.
3. **Enter your details** and your provisional licence information, and check everything carefully.
4. **Pick the category, the test place and the date** from the options offered.
5. **Pay the fee shown on Irembo** using one of the listed payment options, and keep the confirmation.
6. **Check what to bring.** Ask your driving school or Rwanda National Police whether you need to bring a vehicle for your category and what condition it must be in.
7. **Take the practical test.** Arrive early with your identity document, your provisional licence and your application confirmation.
8. **Get your licence.** Once you pass, follow the steps on Irembo to have your definitive licence issued. Any fee for this is shown on Irembo.

## What happens on test day

The examiner from Rwanda National Police watches how you control the vehicle and how you behave in traffic. Typically this includes:

- Checking your mirrors and surroundings before moving off.
- Smooth use of the clutch, brakes and steering.
- Respecting road signs, markings and speed limits.
- Giving way correctly at junctions and roundabouts.
- Completing manoeuvres calmly and safely.

Follow the examiner's instructions exactly. If you do not understand an instruction, ask them to repeat it; that is always better than guessing.

## If you do not pass

Do not be discouraged: many good drivers needed more than one attempt. Ask what went wrong, practise those points in particular, and apply again on Irembo. A new fee may apply, and it is shown on Irembo when you apply.

## Once you have your definitive licence

- **Carry it whenever you drive.** Police may ask to see it at any check.
- **Keep your details up to date** if your address or phone number changes.
- **Note the expiry date** and renew through Irembo in good time.
- **Keep learning.** Your first months driving alone are when good habits form.

*Figures recorded on 22 November 2026 from Irembo and Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [irembo, police],
    recordedOn: RECORDED_ON,
  },
  {
    section: "driving-license",
    slug: "preparing-for-the-driving-test",
    title: "Preparing for the driving test",
    excerpt:
      "Practical advice to pass the Rwanda National Police driving tests: how to study for the theory test, what to practise for the practical test and what to do on the day.",
    body: `Whether you are taking the theory test for your provisional licence or the practical test for your definitive licence, good preparation makes all the difference. Both tests are run by Rwanda National Police, and you register for them on Irembo. Here is how to arrive ready.

## Preparing for the theory test

The theory test checks your knowledge of the rules of the road. Prepare in a structured way:

1. **Get the official material.** Study the highway code and the full set of road signs.
2. **Group the signs.** Learn warning, prohibition, obligation and information signs as families; it is easier than memorising them one by one.
3. **Practise with sample questions.** Time yourself, and review every wrong answer until you understand why it was wrong.
4. **Focus on priority rules.** Questions about who goes first at junctions and roundabouts are where many candidates lose marks.
5. **Revise little and often.** A short session every day works better than one long session the night before.

## Preparing for the practical test

The practical test shows whether you can drive safely on your own. Practise these until they feel natural:

- **Cockpit checks**: seat, mirrors and seat belt before you start the engine.
- **Moving off and stopping** smoothly, including on a slope.
- **Observation**: mirrors before every change of speed or direction, and a look over your shoulder when needed.
- **Junctions and roundabouts**: correct lane, correct signals, correct priority.
- **Manoeuvres**: parking, reversing and turning in a limited space.
- **Speed control**: keeping to the limit and adapting to traffic, pedestrians and weather.

Practise in the kind of places you will be tested: busy streets, quiet roads, hills and roundabouts. If possible, drive in the rain too.

## Common mistakes to avoid

- Forgetting to check mirrors before signalling.
- Signalling too late, or leaving a signal on after turning.
- Rolling back when starting on a hill.
- Stopping in the wrong place at junctions or pedestrian crossings.
- Rushing a manoeuvre because you feel watched.

## The day before

- **Check your Irembo confirmation**: test place, date and time.
- **Prepare your documents**: identity document, application confirmation and, for the practical test, your provisional licence.
- **Confirm the vehicle arrangements** with your driving school or with Rwanda National Police if you bring your own car.
- **Sleep well.** Tiredness causes more mistakes than nerves.

## On the day

1. Arrive early so you are not rushed.
2. Listen carefully to the examiner and ask if something is unclear.
3. Drive as you practised: calmly, carefully and legally.
4. If you make a small mistake, stay focused. One error does not always mean failure.

## After the test

If you pass, follow the instructions on [Irembo](https://irembo.gov.rw) to obtain your licence; any fee is shown there. If you do not pass, ask which points to work on and book again when you are ready. Fees for a new attempt are shown on Irembo when you apply.

*Figures recorded on 22 November 2026 from Rwanda National Police and Irembo. Rules and fees change: check the official site before you pay.*`,
    sources: [police, irembo],
    recordedOn: RECORDED_ON,
  },

  // ---------------------------------------------------------------- vehicle-financing
  {
    section: "vehicle-financing",
    slug: "how-a-car-loan-works-in-rwanda",
    title: "How a car loan works in Rwanda",
    excerpt:
      "Rwandan banks lend for cars at about 5–18% a year, over 3–8 years, with 10–50% paid down. What that means, what the bank checks and what happens until the loan is repaid.",
    body: `A car loan lets you drive a car now and pay for it over several years. Most commercial banks in Rwanda offer car loans, for new and used vehicles. Understanding how they work helps you borrow only what you can repay, on terms that suit you.

## The main terms

According to Rwandan commercial banks, car loans typically look like this:

| Term | Typical range |
| --- | --- |
| Interest rate | about 5–18% a year |
| Loan length | 3–8 years |
| Down payment | 10–50% of the car's price |

Where you land within these ranges depends on the bank, the car, your income and your history as a borrower. A bigger down payment and a strong repayment record usually help you get a better offer.

## How it works, step by step

1. **You choose a car** and get a pro forma invoice or written offer from the seller.
2. **You apply to a bank** with the invoice, your identity document and proof of income.
3. **The bank assesses you.** It checks your income, your existing debts and your credit history, and it may value the car.
4. **The bank makes an offer** stating the amount, interest rate, length, fees and conditions.
5. **You pay the down payment** to the seller, usually before the bank releases its part.
6. **The bank pays the seller** the rest of the price directly.
7. **You repay in instalments** until the loan and interest are fully paid.

## The car as security

With a car loan, the bank usually keeps a legal claim on the car until the loan is repaid. In practice this means:

- You may need the bank's agreement before you sell the car.
- The bank may keep or control certain documents until the last payment.
- If you stop paying, the bank can take steps to recover the car.

Once you have repaid everything, ask the bank for written confirmation and make sure its claim on the car is removed.

## Insurance and other conditions

Third-party liability insurance is compulsory for every vehicle on the road. Many lenders also ask for comprehensive cover for the length of the loan, because the car protects their money. Include this cost when you decide whether a loan is affordable.

Read the conditions on early repayment too. If you may want to repay faster, ask whether a fee applies.

## Who oversees the banks

The National Bank of Rwanda (BNR) licenses and supervises banks in Rwanda. Before you sign with a lender you do not know, check on the [BNR website](https://www.bnr.rw) that it is a licensed institution. BNR also publishes information about interest rates and the financial sector.

## Before you sign

- **Ask for the total cost**: everything you will pay over the life of the loan, including fees.
- **Compare at least two or three banks**, and ask each the same questions.
- **Check that the instalment fits your budget** alongside fuel, insurance, the road maintenance levy and servicing.
- **Never sign a contract you have not read.** Ask the bank to explain anything unclear.

*Figures recorded on 22 November 2026 from Rwandan commercial banks and the National Bank of Rwanda (BNR). Rules and fees change: check the official site before you pay.*`,
    sources: [banks, bnr],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-financing",
    slug: "down-payment-rate-and-term-reading-a-loan-offer",
    title: "Down payment, rate and term: reading a loan offer",
    excerpt:
      "A worked example with a 30.000.000 RWF car and a 30% down payment, and the questions to ask about rate, length and fees before you accept a car loan offer.",
    body: `A car loan offer can look simple, but three numbers shape everything you pay: the down payment, the interest rate and the length of the loan. This guide shows how to read each one, with a worked example.

## The three numbers that matter

According to Rwandan commercial banks, typical car loans have:

- **A down payment of 10–50%** of the car's price, paid by you.
- **An interest rate of about 5–18% a year** on the amount borrowed.
- **A length (term) of 3–8 years.**

Each of these can move your total cost up or down.

## A worked example

Imagine you want a car priced at **30.000.000 RWF** and the bank asks for a **30% down payment**.

| Item | Amount |
| --- | --- |
| Price of the car | 30.000.000 RWF |
| Down payment (30%) | 9.000.000 RWF |
| Amount borrowed | 21.000.000 RWF |

You pay 9.000.000 RWF yourself, and the bank lends you the remaining 21.000.000 RWF. Interest is charged on the amount borrowed, not on the full price of the car. This is why a larger down payment reduces the total interest you pay.

Your monthly instalment then depends on the interest rate and the term the bank offers. Ask the bank for the exact instalment and the full repayment schedule in writing.

## How each number affects you

**Down payment.** A larger down payment means you borrow less, so you pay less interest overall. It may also help you get a better rate. A smaller one keeps more cash in your pocket today, but costs more over time.

**Interest rate.** Even a small difference in rate adds up over several years. Ask whether the rate is fixed for the whole loan or can change, and on what basis.

**Term.** A longer term gives lower monthly instalments, but you pay interest for longer, so the total cost rises. A shorter term costs more each month and less overall.

## Read the whole offer, not just the rate

Look for these items in the offer letter:

1. **The exact amount borrowed** and the down payment expected from you.
2. **The interest rate**, and whether it is fixed or variable.
3. **The term** and the number of instalments.
4. **Fees**: processing, valuation, insurance or any others. Ask for each one in writing.
5. **Insurance requirements**, for example comprehensive cover for the length of the loan.
6. **Early repayment conditions**, in case you want to finish paying sooner.
7. **What happens if you miss a payment.**
8. **The total amount repayable** over the whole loan.

## Comparing two offers

Put the offers side by side and compare the total amount repayable, not only the monthly instalment. An offer with a lower instalment can cost more in total if it runs for longer or has higher fees.

## Questions to ask the bank

- Can I pay a larger down payment to get a better rate?
- Is there a fee if I repay early?
- Which insurance do you require, and can I choose the insurer?
- When exactly will you pay the seller?

The National Bank of Rwanda (BNR) supervises banks in Rwanda; you can find information about the sector on the [BNR website](https://www.bnr.rw).

*Figures recorded on 22 November 2026 from Rwandan commercial banks and the National Bank of Rwanda (BNR). Rules and fees change: check the official site before you pay.*`,
    sources: [banks, bnr],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-financing",
    slug: "loan-leasing-or-cash-choosing",
    title: "Loan, leasing or cash: choosing how to pay",
    excerpt:
      "Paying cash, taking a bank loan or leasing each has its place. Compare the cost, flexibility and ownership of each way to pay for a car in Rwanda before you decide.",
    body: `There are three common ways to pay for a car: with your own money, with a bank loan or through leasing. None is right for everyone. The best choice depends on your savings, your income, how long you plan to keep the car and whether it is for private or business use.

## Paying cash

Paying the full price yourself is the simplest option.

**Advantages**

- No interest and no loan fees, so the car costs you only its price.
- The car is yours from day one, with no bank claim on it.
- You can sell it whenever you like.

**Disadvantages**

- It uses a large part of your savings at once.
- You may have little left for emergencies, repairs or insurance.

Cash suits you if you can pay without emptying your emergency savings.

## Taking a bank loan

According to Rwandan commercial banks, car loans typically carry interest of about 5–18% a year over 3–8 years, with 10–50% of the price paid down by you.

**Advantages**

- You drive the car now and spread the cost.
- You keep part of your savings available.
- The car becomes fully yours once the loan is repaid.

**Disadvantages**

- Interest and fees raise the total cost.
- The bank usually keeps a claim on the car until the last payment.
- Lenders often require comprehensive insurance for the length of the loan.
- Missing payments can damage your credit history and put the car at risk.

A loan suits you if you have a steady income and the instalment fits comfortably in your monthly budget.

## Leasing

With leasing, a bank or leasing company buys the car and you pay to use it for an agreed period. Depending on the contract, you may be able to buy the car at the end, return it or replace it.

**Advantages**

- Often attractive for businesses that want to renew vehicles regularly.
- Some contracts include servicing or other costs in the payment.

**Disadvantages**

- You do not own the car during the contract.
- There may be limits on use, and charges for damage or early exit.
- The total paid can be higher than buying.

Leasing terms vary a lot from one provider to another, so ask for every condition in writing.

## Questions to help you decide

1. **How much can I pay today** without touching my emergency savings?
2. **What monthly amount can I afford** after fuel, insurance, the road maintenance levy and servicing?
3. **How long will I keep the car?** Loans and cash suit long ownership; leasing can suit short cycles.
4. **Is the car for business?** Ask a tax adviser or Rwanda Revenue Authority about the tax treatment of each option.
5. **What is the total cost** of each option over the same period?

## Compare like with like

Ask each bank or leasing provider for the full cost over the whole contract, including fees and insurance requirements. Then compare that with paying cash. The National Bank of Rwanda (BNR) licenses and supervises banks and other financial institutions; check on the [BNR website](https://www.bnr.rw) that any provider you consider is licensed.

*Figures recorded on 22 November 2026 from Rwandan commercial banks and the National Bank of Rwanda (BNR). Rules and fees change: check the official site before you pay.*`,
    sources: [banks, bnr],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-financing",
    slug: "preparing-your-car-loan-application",
    title: "Preparing your car loan application",
    excerpt:
      "The documents banks usually ask for, how to show you can repay and the simple checks that make a car loan application faster and more likely to be approved.",
    body: `A well-prepared application gets a faster answer and often a better offer. Banks want to know two things: that you can repay, and that the car is worth what you are borrowing against it. Here is how to show both.

## Know the typical terms first

According to Rwandan commercial banks, car loans usually come with interest of about 5–18% a year, over 3–8 years, and a down payment of 10–50% of the price. Decide in advance how much you can put down and what monthly instalment you can afford, so you apply for a realistic amount.

## Documents banks usually ask for

Each bank has its own list, so ask for it before you start. Commonly requested items include:

- **Identity document**: your national ID, or your passport and residence document.
- **Proof of income**: recent payslips and an employment letter if you are employed, or business records and accounts if you are self-employed.
- **Bank statements** showing your income and regular spending.
- **A pro forma invoice** or written offer from the seller, describing the car and its price.
- **Vehicle documents** for a used car, such as the registration certificate, so the bank can confirm who owns it.
- **Proof of your down payment**, such as savings in your account.

## Step by step

1. **Choose the car** and get the pro forma invoice from the seller.
2. **Ask two or three banks** for their requirements and current terms.
3. **Gather your documents** and make clear copies.
4. **Check your finances.** Pay off small debts if you can, and avoid new borrowing while you apply.
5. **Submit your application** with everything complete. Missing documents are the most common cause of delay.
6. **Answer questions quickly.** The bank may call your employer, ask for more statements or value the car.
7. **Review the offer carefully** before you accept, including fees and insurance conditions.

## Showing you can repay

Banks look at how much of your income is already committed. You can strengthen your application by:

- **Offering a larger down payment**, so you borrow less.
- **Choosing a car within your means**, not at the top of your budget.
- **Keeping a clean repayment history** on any loans, cards or mobile credit.
- **Having your salary paid into the bank** you are applying to, if that is possible.

## For a used car

If you buy a used car, the bank will want to be sure the seller really owns it and that there is no unpaid loan on it. Check the registration certificate and ask Rwanda Revenue Authority (RRA) how to confirm the ownership record before you pay anything. A valid technical inspection from Rwanda National Police also shows the car is in good order.

## Check the lender

The National Bank of Rwanda (BNR) licenses and supervises banks and other lenders. If you are offered a loan by an institution you do not know, check on the [BNR website](https://www.bnr.rw) that it is licensed before you share documents or pay anything.

*Figures recorded on 22 November 2026 from Rwandan commercial banks and the National Bank of Rwanda (BNR). Rules and fees change: check the official site before you pay.*`,
    sources: [banks, bnr, rra],
    recordedOn: RECORDED_ON,
  },

  // ---------------------------------------------------------------- vehicle-insurance
  {
    section: "vehicle-insurance",
    slug: "third-party-vs-comprehensive-cover",
    title: "Third-party vs comprehensive cover",
    excerpt:
      "Third-party liability insurance is compulsory for every vehicle on a Rwandan road; comprehensive cover is optional. What each one protects and how to choose.",
    body: `Car insurance in Rwanda comes in two main forms. One is required by law; the other is your choice. Knowing the difference helps you decide what protection you really need, and avoid paying for cover you don't use or discovering too late that you are not covered.

## Third-party liability insurance: compulsory

Third-party liability insurance is compulsory for every vehicle on the road in Rwanda. Rwanda National Police checks it, and you must not drive without it.

In general terms, third-party insurance covers your legal responsibility towards **other people** when your vehicle causes harm. This typically includes:

- Injury to other people, such as pedestrians, other drivers and, depending on the policy, passengers.
- Damage to other people's property, such as another car, a wall or a shop front.

What it generally does **not** cover:

- Damage to your own car.
- Theft of your car.
- Fire damage to your own car.

## Comprehensive cover: optional

Comprehensive insurance includes third-party liability and adds protection for **your own vehicle**. Depending on the policy, it can cover:

- Damage to your car in an accident, even when it was your fault.
- Theft or attempted theft.
- Fire.
- Damage from other events listed in the policy, such as falling objects or flooding.

Policies differ from one insurer to another, so read what is included and what is excluded.

## Side by side

| | Third-party | Comprehensive |
| --- | --- | --- |
| Required by law | Yes | No |
| Harm you cause to others | Covered | Covered |
| Damage to your own car | Not covered | Covered, as set out in the policy |
| Theft and fire | Not covered | Usually covered |

## What affects the price

Insurers set their own prices, so there is no single rate. In general, premiums depend on:

- **The value of the car**, especially for comprehensive cover, because the insurer may have to pay to repair or replace it.
- **How the car is used**: private use, business use, taxi or goods transport are priced differently.
- **The type of vehicle** and its engine.
- **Your driving and claims history.**
- **The excess**, the part of any claim you agree to pay yourself.

## How to choose

1. **Start with the legal minimum.** Every vehicle needs third-party liability insurance.
2. **Ask whether you could replace the car** from your own savings if it were stolen or badly damaged. If not, comprehensive cover is worth considering.
3. **Check your loan.** If you finance the car, your bank may require comprehensive cover.
4. **Get quotes from several insurers** for the same cover and compare exclusions, not only prices.
5. **Read the policy** before you pay, and keep your insurance certificate in the car.

## Who oversees insurers

The National Bank of Rwanda (BNR) regulates and supervises insurance companies in Rwanda. Before you buy, check on the [BNR website](https://www.bnr.rw) that the insurer is licensed.

*Figures recorded on 22 November 2026 from the National Bank of Rwanda (BNR) and Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [bnr, police],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-insurance",
    slug: "what-to-do-after-an-accident",
    title: "What to do after an accident",
    excerpt:
      "Stay safe, call the police, collect the right information and tell your insurer: a calm checklist for the minutes and days after a road accident in Rwanda.",
    body: `An accident is stressful, even a small one. Knowing what to do in advance helps you stay calm, protect people and make sure your insurance claim goes smoothly. Keep this checklist in mind, or save it on your phone.

## At the scene: safety first

1. **Stop the vehicle** as soon as it is safe. Never drive away from an accident you are involved in.
2. **Switch on your hazard lights** and turn off the engine.
3. **Check for injuries**, starting with yourself, then your passengers and the other people involved.
4. **Call for help.** If anyone is hurt, call the emergency services and Rwanda National Police at once. Do not move an injured person unless they are in immediate danger.
5. **Warn other drivers.** Place a warning triangle behind your vehicle if you have one, and stand well away from traffic.
6. **Follow police instructions** on whether vehicles may be moved. Rwanda National Police records the accident and its circumstances.

## Collect information

While you wait, and once everyone is safe, gather the facts:

- **The other driver's details**: name, phone number and driving licence details.
- **The other vehicle**: number plate, make, model and colour.
- **Their insurance**: the insurer's name and the policy or certificate details.
- **Witnesses**: names and phone numbers of anyone who saw what happened.
- **Photos**: the position of the vehicles, the damage, road signs, road markings and the wider scene.
- **Notes**: time, place, weather and what happened, written while it is fresh.

## What not to do

- Don't argue about who was at fault. Let the police record the facts.
- Don't sign anything you do not understand.
- Don't agree to private cash settlements under pressure; they can cause problems later with your insurer.
- Don't post photos or comments about the accident on social media.

## After the accident

1. **Get the police report or reference.** Insurers usually need it to process a claim. Ask Rwanda National Police how and when to collect it.
2. **Tell your insurer quickly.** Your policy sets a time limit for reporting, so call as soon as you can.
3. **Fill in the claim form** completely and attach your photos, notes, the police document and copies of your licence and registration certificate.
4. **Wait for the insurer's instructions** before you start repairs. Most insurers want to assess the damage first.
5. **Keep every receipt**: towing, medical costs, temporary transport.

## Which insurance pays?

- **If the other driver caused the accident**, their third-party liability insurance generally covers the harm to you and your car.
- **If you caused it**, your third-party liability insurance generally covers the harm to others. Damage to your own car is covered only if you have comprehensive cover, according to your policy.

Third-party liability insurance is compulsory for every vehicle on the road, so every driver involved should have it. Comprehensive cover is optional.

## Problems with a claim

If you think your insurer is treating your claim unfairly, first use the insurer's complaints process. The National Bank of Rwanda (BNR) regulates insurers in Rwanda; you can find information on the [BNR website](https://www.bnr.rw).

*Figures recorded on 22 November 2026 from Rwanda National Police and the National Bank of Rwanda (BNR). Rules and fees change: check the official site before you pay.*`,
    sources: [police, bnr],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-insurance",
    slug: "lowering-your-premium-without-losing-cover",
    title: "Lowering your premium without losing cover",
    excerpt:
      "Practical ways to pay less for car insurance in Rwanda while keeping the protection you need: compare quotes, choose the right excess, declare use honestly and drive safely.",
    body: `Insurance is one of the regular costs of owning a car. Third-party liability insurance is compulsory for every vehicle on the road, and comprehensive cover is optional. Either way, there are sensible ways to pay less without leaving yourself exposed.

## Understand what drives the price

Insurers set their own prices. In general, your premium depends on:

- **The value of the car**: the more it would cost to repair or replace, the more comprehensive cover costs.
- **How the car is used**: private, business, taxi or goods transport are priced differently.
- **The type of vehicle** and its engine.
- **Your claims history**: fewer claims usually means a lower premium.
- **The excess** you accept on each claim.
- **Security**: how and where the car is kept.

Once you know these factors, you can work on the ones you control.

## Ten ways to lower your premium

1. **Compare several insurers.** Ask for quotes for exactly the same cover and compare exclusions as well as prices.
2. **Choose the car with insurance in mind.** Before you buy, ask for quotes on the models you are considering.
3. **Declare the value correctly.** Over-declaring means paying more than necessary; under-declaring can reduce what you receive after a claim.
4. **Declare the use honestly.** If the car is only for private use, say so. If it is used for business, declare it; wrong information can lead to a refused claim.
5. **Consider a higher excess.** Agreeing to pay a larger share of each claim can lower your premium. Only choose an excess you could afford to pay tomorrow.
6. **Avoid small claims.** Paying for a minor repair yourself can protect your claims record. Compare the repair cost with the effect on future premiums.
7. **Improve security.** Secure parking and anti-theft devices can help; ask your insurer which ones they recognise.
8. **Drive safely.** A clean record with Rwanda National Police and your insurer is the best long-term discount.
9. **Review your cover every year.** As the car gets older and its value falls, check that the sum insured still matches reality.
10. **Pay on time.** A lapse in cover is illegal for third-party insurance and can make your next policy more expensive.

## What not to cut

Saving money should never mean driving without the legal minimum. Third-party liability insurance is compulsory, and Rwanda National Police checks it.

Be careful, too, about dropping comprehensive cover too early. Ask yourself whether you could replace the car from your own savings if it were stolen or destroyed. If the answer is no, the cover is probably worth keeping. And if the car is financed, your bank may require comprehensive cover until the loan is repaid.

## Read before you renew

Before renewing, read the new terms. Check the excess, exclusions, the declared value and the named drivers. If something has changed, ask the insurer to explain why.

## Check the insurer

The National Bank of Rwanda (BNR) regulates and supervises insurance companies in Rwanda. Check on the [BNR website](https://www.bnr.rw) that your insurer is licensed; a cheap policy from an unlicensed seller is no protection at all.

*Figures recorded on 22 November 2026 from the National Bank of Rwanda (BNR) and Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [bnr, police],
    recordedOn: RECORDED_ON,
  },

  // ---------------------------------------------------------------- vehicle-inspection
  {
    section: "vehicle-inspection",
    slug: "technical-inspection-centres-price-and-validity",
    title: "Technical inspection: centres, price and validity",
    excerpt:
      "Rwanda National Police inspects vehicles in Remera (Kigali), Huye, Musanze and Rwamagana. A private car test costs 34.940 RWF and is valid for 1 year. Here is how it works.",
    body: `The technical inspection, often called contrôle technique, checks that your vehicle is safe and roadworthy. It is carried out by Rwanda National Police, and a valid inspection is part of being allowed to drive your car on Rwandan roads.

## Where the centres are

According to Rwanda National Police, technical inspection is done at centres in:

- **Remera**, in Kigali
- **Huye**
- **Musanze**
- **Rwamagana**

Choose the centre most convenient for you. Ask the centre about its opening times and whether you need to book ahead before you travel.

## Price and validity

| Item | Private car |
| --- | --- |
| Price of the test | 34.940 RWF |
| Validity | 1 year |

These figures are for a private car, according to Rwanda National Police. For other vehicles, such as pick-ups, buses, lorries or commercial vehicles, ask the centre for the current fee and validity.

## What is checked

The inspection looks at the parts of the car that affect safety and the environment. In general, inspectors check:

- **Brakes**: how well they stop the car, and whether both sides brake evenly.
- **Lights**: headlights, brake lights, indicators and reversing lights.
- **Steering and suspension**: play, wear and leaks.
- **Tyres**: tread depth, damage and matching sizes.
- **Exhaust and emissions**: leaks and excessive smoke.
- **Bodywork and chassis**: serious rust, damage and sharp edges.
- **Glass and visibility**: windscreen, mirrors and wipers.
- **Safety equipment**: seat belts and horn.
- **Identification**: the chassis number and number plates should match the vehicle's documents.

## Step by step

1. **Check your current inspection date** so you test before it expires.
2. **Prepare the car** using a quick check of lights, tyres, brakes and wipers.
3. **Gather your documents**: the registration certificate, your insurance certificate, your identity document and your previous inspection certificate if you have one.
4. **Pay the fee** as instructed by Rwanda National Police. Ask the centre or check the [police website](https://police.gov.rw) for the accepted payment method.
5. **Go to the centre** and follow the staff's instructions.
6. **Get your result.** If your car passes, keep the certificate and any sticker as instructed.

## Why it matters

- **Safety**: many accidents are linked to worn brakes, bald tyres or faulty lights.
- **The law**: driving without a valid inspection can lead to penalties at a police check.
- **Resale**: buyers trust a car with a record of passed inspections.
- **Insurance**: a poorly maintained car can complicate a claim.

## Plan ahead

Since the inspection for a private car is valid for 1 year, set a reminder a few weeks before it expires. That leaves time to fix any problem found during your own checks before the official test.

*Figures recorded on 22 November 2026 from Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [police],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-inspection",
    slug: "preparing-your-car-so-it-passes",
    title: "Preparing your car so it passes",
    excerpt:
      "A simple checklist of lights, tyres, brakes, wipers and emissions to go through before the Rwanda National Police technical inspection, so your car passes first time.",
    body: `Many cars fail the technical inspection for small problems that the owner could have found and fixed in advance: a blown bulb, a worn wiper, a tyre below the legal limit. A little preparation saves you a second trip and a second fee. The inspection for a private car costs 34.940 RWF, according to Rwanda National Police, so it pays to get it right first time.

## Checks you can do yourself

Ask a friend to help with the lights. Go through this list a week or two before your test.

**Lights**

- Headlights on dipped and full beam.
- Side lights and rear lights.
- Brake lights: ask someone to watch while you press the pedal.
- Indicators at front, rear and on the sides, plus hazard lights.
- Reversing light and number plate light.

**Tyres**

- Enough tread on every tyre, with no cuts, bulges or exposed cords.
- The same size and type on each axle.
- Correct pressure, including the spare.

**Brakes**

- The car stops straight without pulling to one side.
- No grinding or squealing noises.
- The handbrake holds the car on a slope.

**Visibility**

- No large cracks in the windscreen, especially in the driver's line of sight.
- Wipers clear the glass cleanly, and the washer works.
- Mirrors are present, secure and unbroken.

**Inside the car**

- Every seat belt clicks in, locks when pulled sharply and is not frayed.
- The horn works.
- No warning lights stay on the dashboard after the engine starts.

**Under the bonnet and underneath**

- No obvious oil, fuel, brake fluid or coolant leaks.
- The exhaust is secure, without loud blowing noises or heavy smoke.

**Identification**

- Number plates are clean, secure and readable.
- The chassis number can be read and matches your registration certificate.

## When to visit a garage

If you find a problem you cannot fix yourself, have a trusted garage repair it before the test. You can also ask the garage for a pre-inspection check. Point out anything you have noticed, such as noises, vibrations or warning lights.

## The day before the test

1. **Wash the car**, including the underside if it is very muddy, so inspectors can see what they need to.
2. **Clear the boot and the cabin** of loose items.
3. **Gather your documents**: registration certificate, insurance certificate, identity document and previous inspection certificate.
4. **Check the centre's details.** Inspection is done at centres in Remera (Kigali), Huye, Musanze and Rwamagana. Ask the centre about opening times and payment before you go.

## On the day

- Arrive with enough fuel and a warm engine.
- Follow the inspectors' instructions carefully.
- Ask questions if a point is unclear, and note any advice you are given.

A car that passes is certified for 1 year, so good preparation now means a whole year of peace of mind. Keep up the same checks every few months, and next year's inspection will be just as easy.

*Figures recorded on 22 November 2026 from Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [police],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-inspection",
    slug: "if-your-car-fails-the-inspection",
    title: "If your car fails the inspection",
    excerpt:
      "Failing the technical inspection is not the end of the road. How to read the report, get the right repairs done and return to a Rwanda National Police centre for a re-test.",
    body: `It happens to many drivers: the car goes through the technical inspection and does not pass. Don't panic. A failed inspection simply tells you what must be fixed to make the car safe. This guide explains what to do next.

## Understand the result

At the end of the inspection, Rwanda National Police gives you a result that lists the problems found. Before you leave the centre:

1. **Read the report carefully**, line by line.
2. **Ask the inspector to explain** any point you do not understand.
3. **Ask about the re-test**: when you must come back, whether you return to the same centre and what fee applies. Ask the centre for the current fee.
4. **Ask whether you may drive the car** until the repairs are done, and under what conditions.
5. **Keep the report safe.** Your garage needs it, and you may need to show it at the re-test.

## Common reasons for failing

- Faulty lights, such as a blown brake light or a misaligned headlight.
- Worn or damaged tyres.
- Weak or uneven brakes.
- Worn steering or suspension parts.
- Exhaust leaks or too much smoke.
- A cracked windscreen or worn wipers.
- Seat belts that do not lock or are damaged.
- Number plates or chassis numbers that are hard to read or do not match the documents.

Some of these are quick and cheap to fix; others need a proper workshop.

## Getting the repairs done

1. **Take the report to a trusted garage** and ask for a written quote for each item.
2. **Fix everything on the list**, not only the most obvious points. A re-test can fail again for a problem left unrepaired.
3. **Ask for replacement parts of good quality.** Cheap parts may not last until the next inspection.
4. **Keep the invoices.** They show what was done and help if a problem returns.
5. **Check the work yourself** where you can: lights, wipers, seat belts and horn.

## Going back for the re-test

- Return within the time the centre gives you.
- Bring the failure report, your registration certificate, your insurance certificate and your identity document.
- Pay any re-test fee as instructed by the centre.

Inspection is done by Rwanda National Police at centres in Remera (Kigali), Huye, Musanze and Rwamagana. When your car passes, the inspection for a private car is valid for 1 year.

## Don't ignore a failure

Driving a car that has failed its inspection is risky for you and for others, and it can lead to penalties at a police check. If you have an accident, a known fault that was never repaired can also complicate your insurance claim.

## Avoid failing next time

- Check lights, tyres and wipers every month.
- Service the car regularly, following the handbook.
- Deal with warning lights and strange noises straight away.
- Book a garage check a few weeks before your next inspection.

The full test for a private car costs 34.940 RWF, according to Rwanda National Police. Regular care is the easiest way to pass first time and pay it only once a year.

*Figures recorded on 22 November 2026 from Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [police],
    recordedOn: RECORDED_ON,
  },

  // ---------------------------------------------------------------- vehicle-registration
  {
    section: "vehicle-registration",
    slug: "registering-a-new-car",
    title: "Registering a new car",
    excerpt:
      "Bought a new car in Rwanda? Here is how registration with Rwanda Revenue Authority works, the documents to prepare and what to sort out before you drive it away.",
    body: `A new car must be registered before it can be driven on Rwandan roads. Registration links the car to its owner and gives it its number plates and registration certificate. In Rwanda, vehicles are registered with Rwanda Revenue Authority (RRA).

## Who does the paperwork?

When you buy a new car from a dealer in Rwanda, the dealer often handles registration for you, or helps you through it. Ask before you sign:

- Is registration included in the price, or is it an extra cost?
- Who applies: the dealer or you?
- When will the number plates and registration certificate be ready?

Get the answers in writing. If the dealer does not handle it, you apply yourself by following RRA's process.

## Documents to prepare

Requirements can change, so check the current list with RRA. Commonly needed:

- **Your identity document**: national ID, or passport and residence document. A company needs its registration documents and Taxpayer Identification Number (TIN).
- **The sales invoice** from the dealer.
- **Proof that import taxes were paid**, which the dealer provides for a new car brought into Rwanda.
- **Vehicle details**: make, model, chassis number and engine number, as shown on the invoice and the car.

## Step by step

1. **Check the documents** from the dealer: your name must be spelled exactly as on your ID, and the chassis number must match the car.
2. **Apply for registration** with RRA, or let the dealer apply for you. Some RRA services can be requested online; check the [RRA website](https://www.rra.gov.rw) and [Irembo](https://irembo.gov.rw) for what is available.
3. **Pay the registration and number-plate fees.** The amounts are set by RRA; check the current fee on the RRA website or ask the dealer.
4. **Collect your number plates** and the registration certificate.
5. **Fit the plates securely** at the front and rear of the car.

## Before you drive

Registration is not the only requirement. Make sure you also have:

- **Third-party liability insurance**, which is compulsory for every vehicle on the road. Consider comprehensive cover too.
- **A valid driving licence** for the category of vehicle.
- **A plan for the road maintenance levy**, which is paid to RRA each year: 50.000 RWF for a car, and 100.000 RWF for a pick-up or bus, under the 2025 law.
- **The technical inspection**, done by Rwanda National Police. Ask the dealer or the police when your new car needs its first inspection.

## Keep your documents safe

- Keep the original registration certificate in a safe place at home, and carry what the police require when you drive.
- Take photos of every document.
- Keep your invoice and payment receipts: you will need them when you sell the car.

## If something is wrong

If the registration certificate shows a spelling mistake or a wrong chassis number, contact RRA or the dealer straight away. Errors are much easier to correct early than when you try to sell the car years later.

*Figures recorded on 22 November 2026 from Rwanda Revenue Authority (RRA), Irembo and Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [rra, irembo, police],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-registration",
    slug: "transferring-ownership-of-a-used-car",
    title: "Transferring ownership of a used car",
    excerpt:
      "Buying or selling a used car? How to check the car, agree the sale and transfer ownership with Rwanda Revenue Authority so the buyer is protected and the seller is released.",
    body: `When a used car changes hands, the official record must change too. Until ownership is transferred with Rwanda Revenue Authority (RRA), the seller remains the registered owner, with all the responsibilities that come with it. This guide helps both buyers and sellers do it properly.

## Before the buyer pays

A few checks protect you from expensive surprises:

1. **Compare the documents with the car.** The chassis number and number plates must match the registration certificate exactly.
2. **Check that the seller is the owner.** The name on the registration certificate should match the seller's ID. If not, ask why and get proof.
3. **Ask about loans.** If the car was bought with a bank loan, the bank may still have a claim on it. Ask the seller for written proof that any loan is fully repaid.
4. **Check the levy.** Ask for receipts showing the road maintenance levy is paid to RRA: 50.000 RWF a year for a car, or 100.000 RWF for a pick-up or bus, under the 2025 law. Ask RRA how to confirm there is nothing outstanding on the vehicle.
5. **Check the inspection.** A valid technical inspection certificate from Rwanda National Police shows the car was roadworthy at its last test. For a private car, the inspection is valid for 1 year.
6. **Have the car checked by a mechanic** you trust.

## Agreeing the sale

Put the sale in writing. A simple sale agreement should include:

- The names and ID numbers of the buyer and the seller.
- The vehicle's make, model, number plate and chassis number.
- The price and how it is paid.
- The date and time of handover.
- The signatures of both parties.

Pay through a traceable method, such as a bank transfer, rather than cash.

## Transferring ownership, step by step

1. **Check the current procedure** on the [RRA website](https://www.rra.gov.rw). Some steps can be requested online through [Irembo](https://irembo.gov.rw); check what applies to your case.
2. **Gather the documents**: both parties' identity documents, the registration certificate, the sale agreement and proof that the levy is paid.
3. **Submit the transfer request** as RRA instructs. Depending on the procedure, both buyer and seller may need to take part.
4. **Pay the transfer fee.** The amount is set by RRA and shown when you apply.
5. **Receive the new registration certificate** in the buyer's name.

## After the transfer

**For the buyer**

- Arrange insurance in your name before you drive. Third-party liability insurance is compulsory for every vehicle on the road.
- Note the dates for the next levy payment and the next technical inspection.
- Keep the sale agreement and receipts safe.

**For the seller**

- Keep a copy of the sale agreement and proof of the transfer.
- Cancel or transfer your insurance policy as your insurer advises.
- Do not hand over the car without completing the transfer: until it is done, the car is still recorded in your name.

## Warning signs

Walk away if the seller refuses to show the registration certificate, the numbers do not match, or you are pressured to pay in cash before seeing any documents.

*Figures recorded on 22 November 2026 from Rwanda Revenue Authority (RRA), Irembo and Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [rra, irembo, police],
    recordedOn: RECORDED_ON,
  },
  {
    section: "vehicle-registration",
    slug: "registering-an-imported-car-the-steps",
    title: "Registering an imported car: the steps",
    excerpt:
      "From customs to number plates: the steps to clear an imported car through Rwanda Revenue Authority, pay the import taxes and register it so you can drive it legally.",
    body: `Importing a car yourself can give you a wider choice, but it involves more steps than buying locally. The car must be cleared through customs, taxed and then registered before you can drive it on Rwandan roads. Rwanda Revenue Authority (RRA) handles both customs and registration.

## Before the car is shipped

1. **Check that the car can be registered in Rwanda.** Ask RRA about any rules on the type, age or condition of vehicles before you pay the seller.
2. **Estimate the import taxes.** According to RRA, a car is charged 25% import duty, 18% VAT, 5% withholding tax, 5–15% excise duty, a 1.5% infrastructure development levy and a 0.2% African Union levy. Electric vehicles are exempt from import duty and excise duty and have 0% VAT.
3. **Convert the price.** Many cars abroad are priced in US dollars. In December 2025, 1 USD was worth about 1.457 RWF. Use this as a rough guide only.
4. **Keep every document**: purchase invoice, proof of payment, shipping documents and the vehicle's export or ownership papers.

## Clearing customs

1. **Choose a licensed clearing agent** if you do not want to handle customs yourself. The agent prepares the customs declaration with RRA.
2. **Submit the documents** for the vehicle: invoice, shipping papers and ownership documents.
3. **Receive the tax assessment** from RRA. The amount depends on the car's value, its type and its excise rate. Taxes are not simply added together, so rely on RRA's assessment, not your own sum.
4. **Pay the taxes** through a channel RRA accepts, and keep the receipts.
5. **Get the release** of the vehicle from customs.

## Registering the car

1. **Apply for registration** with RRA. Check the [RRA website](https://www.rra.gov.rw) and [Irembo](https://irembo.gov.rw) for the services available online.
2. **Provide your documents**: identity document, customs clearance and tax payment proof, and the vehicle documents.
3. **Pay the registration and number-plate fees.** Check the current fee with RRA.
4. **Collect your number plates and registration certificate**, and fit the plates securely.

## Before you drive

- **Insurance**: third-party liability insurance is compulsory for every vehicle on the road. Arrange it as soon as the car is registered in your name.
- **Technical inspection**: Rwanda National Police carries out inspections at centres in Remera (Kigali), Huye, Musanze and Rwamagana. The test for a private car costs 34.940 RWF and is valid for 1 year.
- **Road maintenance levy**: 50.000 RWF a year for a car, or 100.000 RWF for a pick-up or bus, paid to RRA under the 2025 law.

## Common mistakes

- Buying a car before checking it can be registered in Rwanda.
- Budgeting only for the purchase price and shipping, and forgetting the taxes.
- Losing the original invoice or ownership papers.
- Using an unlicensed agent. Ask RRA how to check an agent's status.

## Is importing worth it?

Add up the purchase price, shipping, RRA's taxes, registration, insurance and the inspection. Then compare the total with a similar car already for sale in Rwanda. For electric vehicles, the tax exemptions can make importing much more attractive.

*Figures recorded on 22 November 2026 from Rwanda Revenue Authority (RRA), Irembo and Rwanda National Police. Rules and fees change: check the official site before you pay.*`,
    sources: [rra, irembo, police],
    recordedOn: RECORDED_ON,
  },
];
