/**
 * Text of the practical guide's calculators. Resolved by the section loader and sent as page data; the
 * browser only fills the `{placeholders}` of the result lines as the visitor types.
 */

export const toolsMessages = {
  "tools.calculate": "Calculate",
  "tools.fix": "Correct the marked field to see the estimate.",
  "tools.fixMany": "Correct the marked fields to see the estimate.",
  "tools.sources": "Source: {sources}. Figures recorded on {date}.",
  "tools.sourcesMany": "Sources: {sources}. Figures recorded on {date}.",
  "tools.breakdown": "Breakdown",

  "tools.loan.heading": "Car loan calculator",
  "tools.loan.intro":
    "Enter the price of the car and the bank's terms to see the monthly payment and what the loan costs in total.",
  "tools.loan.price": "Car price (RWF)",
  "tools.loan.price.hint": "For example 20.000.000",
  "tools.loan.down": "Down payment (%)",
  "tools.loan.rate": "Interest rate (% a year)",
  "tools.loan.years": "Loan term (years)",
  "tools.loan.error.price":
    "Enter the car price in RWF, a whole number up to 10.000.000.000, e.g. 20.000.000",
  "tools.loan.monthly": "Monthly payment",
  "tools.loan.months": "for {months} months",
  "tools.loan.downPayment": "Down payment",
  "tools.loan.borrowed": "Amount borrowed",
  "tools.loan.interest": "Total interest",
  "tools.loan.totalCost": "Total cost of the car",
  "tools.loan.totalCost.note": "Down payment and all instalments",
  "tools.loan.market":
    "Car loans in Rwanda usually charge {rateMin}–{rateMax}\u00a0% a year over {yearsMin}–{yearsMax} years, with {downMin}–{downMax}\u00a0% down.",
  "tools.loan.estimate": "Estimate only: your bank sets the final rate, fees and instalments in its offer.",

  "tools.levy.heading": "Road maintenance levy look-up",
  "tools.levy.intro": "Choose your vehicle type to see the road maintenance levy it pays each year.",
  "tools.levy.vehicle": "Vehicle type",
  "tools.levy.car": "Car (saloon, hatchback, SUV, station wagon)",
  "tools.levy.pickup": "Pick-up",
  "tools.levy.bus": "Bus or minibus",
  "tools.levy.error.vehicle": "Choose a vehicle type from the list",
  "tools.levy.perYear": "Levy per year",
  "tools.levy.others":
    "Other vehicle types are not covered here: their amounts are not listed in our sources.",
  "tools.levy.estimate": "Estimate only: RRA confirms the amount due when you pay.",

  "tools.import.heading": "Import cost estimator",
  "tools.import.intro":
    "Estimate the taxes on a car you import and what it costs once cleared through customs in Rwanda.",
  "tools.import.cif": "CIF value",
  "tools.import.cif.hint":
    "Cost, insurance and freight: the price paid abroad plus shipping and insurance to Rwanda.",
  "tools.import.cur": "Currency",
  "tools.import.cur.RWF": "RWF",
  "tools.import.cur.USD": "USD",
  "tools.import.usdRate": "US dollars are converted at 1 USD = {rate} RWF.",
  "tools.import.year": "Year of manufacture",
  "tools.import.energy": "Energy",
  "tools.import.energy.petrol": "Petrol",
  "tools.import.energy.diesel": "Diesel",
  "tools.import.energy.hybrid": "Hybrid",
  "tools.import.energy.electric": "Electric",
  "tools.import.energy.hint":
    "Hybrids and diesels are taxed like petrol cars; electric cars pay no import duty or excise, and no VAT.",
  "tools.import.error.cif": "Enter the CIF value as a number, e.g. 10.000.000 (up to 10.000.000.000 RWF)",
  "tools.import.error.cur": "Choose RWF or USD",
  "tools.import.error.year": "Enter a year between {min} and {max}",
  "tools.import.error.energy": "Choose petrol, diesel, hybrid or electric",
  "tools.import.landed": "Total landed cost",
  "tools.import.landed.note": "CIF value and all taxes",
  "tools.import.cifValue": "CIF value",
  "tools.import.cifValue.usd": "{usd} at {rate} RWF",
  "tools.import.duty": "Import duty ({percent}\u00a0%)",
  "tools.import.excise": "Excise duty ({percent}\u00a0%, car {age})",
  "tools.import.age.one": "1 year old",
  "tools.import.age.many": "{age} years old",
  "tools.import.age.new": "under 1 year old",
  "tools.import.vat": "VAT ({percent}\u00a0%)",
  "tools.import.exempt": "Exempt (electric)",
  "tools.import.duty.electric": "Import duty",
  "tools.import.excise.electric": "Excise duty",
  "tools.import.vat.electric": "VAT",
  "tools.import.withholding": "Withholding tax ({percent}\u00a0%)",
  "tools.import.infrastructure": "Infrastructure development levy ({percent}\u00a0%)",
  "tools.import.africanUnion": "African Union levy ({percent}\u00a0%)",
  "tools.import.totalTaxes": "Total taxes",
  "tools.import.estimate": "Estimate only: RRA assesses the final amount at customs.",
} as const;
