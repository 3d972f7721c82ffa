/** Electric-cars page text. */

export const electricMessages = {
  crumb: "Electric cars",
  heading: "Electric cars in Rwanda",
  intro:
    "Every electric car sold new in Rwanda with its real range, battery and charging speed. Electric cars pay no import duty or excise and 0 % VAT, and cost far less per kilometre than petrol.",
  "intro.prices":
    "Running costs use electricity at {kwh} RWF per kWh (home tariff) and petrol at {litre} RWF per litre (Kigali pump price), with each car's official consumption.",
  "ev.range": "{km} km range",
  "ev.battery": "{kwh} kWh battery",
  "ev.dc": "{kw} kW fast charge",
  "ev.ac": "{kw} kW AC charge",
  "ev.costHeading": "Energy per 100 km",
  "ev.thisCar": "This car",
  "ev.petrolCar": "Petrol {body}, {l100} l/100 km",
  "ev.saving": "{percent} % cheaper",
} as const;
