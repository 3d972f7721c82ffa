/**
 * Demo dealer directory. The first five are Rwanda's authorised distributors of their brands; their
 * names, brands and city are public facts, while addresses, numbers and hours are examples (every row is
 * marked as demo data). The others are made up, spread over the country's districts.
 */
import type { DealerService } from "~/features/dealers/dealers";
import type { OpeningHours } from "~/shared/lib/value-sets";

export interface SeedDealer {
  name: string;
  /** Brand names as in the catalogue (catalogue.ts). */
  brands: string[];
  services: DealerService[];
  district: string;
  address: string;
  phone: string;
  whatsapp?: string;
  email?: string;
  website?: string;
  latitude: number;
  longitude: number;
  hours: OpeningHours[];
  description: string;
}

const weekdays = (opens: string, closes: string): OpeningHours[] =>
  [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

/** A showroom's usual week: Monday to Friday 08:00–17:30, Saturday morning. */
const showroom: OpeningHours[] = [...weekdays("08:00", "17:30"), { day: 6, opens: "08:30", closes: "13:00" }];
/** A garage's longer week, Saturday included. */
const garage: OpeningHours[] = [...weekdays("07:30", "18:00"), { day: 6, opens: "08:00", closes: "16:00" }];
/** A used-car yard open every day but Sunday morning. */
const yard: OpeningHours[] = [
  ...weekdays("08:00", "19:00"),
  { day: 6, opens: "08:00", closes: "19:00" },
  { day: 0, opens: "13:00", closes: "18:00" },
];
/** Weekdays only, with a lunch break. */
const office: OpeningHours[] = [1, 2, 3, 4, 5].flatMap((day) => [
  { day, opens: "08:00", closes: "12:30" },
  { day, opens: "14:00", closes: "17:00" },
]);

/** Example numbers: +250 788 6xx xxx, one block for the whole directory. */
const phone = (n: number) => `+2507886${String(n).padStart(5, "0")}`;

export const dealers: SeedDealer[] = [
  {
    name: "Toyota Rwanda",
    brands: ["Toyota", "Lexus"],
    services: ["new", "service"],
    district: "Kicukiro",
    address: "Kigali, Kicukiro",
    phone: phone(10010),
    whatsapp: phone(10011),
    email: "sales@toyota-rwanda.example",
    latitude: -1.9706,
    longitude: 30.0872,
    hours: showroom,
    description:
      "The authorised Toyota distributor in Rwanda: new Toyota cars, pick-ups and buses, genuine parts and a workshop trained by the maker.",
  },
  {
    name: "Rwanda Motor",
    brands: ["Suzuki", "Mahindra"],
    services: ["new", "service"],
    district: "Nyarugenge",
    address: "Kigali, Nyarugenge",
    phone: phone(10020),
    whatsapp: phone(10021),
    email: "sales@rwanda-motor.example",
    latitude: -1.9498,
    longitude: 30.0589,
    hours: showroom,
    description:
      "A long-established Kigali motor company and the authorised Suzuki distributor, with new cars, parts and after-sales service.",
  },
  {
    name: "SAR Motors",
    brands: ["Isuzu"],
    services: ["new", "service"],
    district: "Gasabo",
    address: "Kigali, Gasabo",
    phone: phone(10030),
    whatsapp: phone(10031),
    email: "sales@sar-motors.example",
    latitude: -1.9441,
    longitude: 30.0953,
    hours: showroom,
    description:
      "The Isuzu distributor in Rwanda: the D-Max pick-up, trucks and buses, with a workshop and parts for fleets and private buyers.",
  },
  {
    name: "KABISA",
    brands: ["BYD"],
    services: ["new", "service"],
    district: "Gasabo",
    address: "Kigali, Gasabo",
    phone: phone(10040),
    whatsapp: phone(10041),
    email: "sales@kabisa.example",
    latitude: -1.9536,
    longitude: 30.1044,
    hours: showroom,
    description:
      "Electric mobility in Rwanda: BYD electric cars, a network of charging stations and after-sales care for electric vehicles.",
  },
  {
    name: "Volkswagen Mobility Solutions Rwanda",
    brands: ["Volkswagen"],
    services: ["new", "service"],
    district: "Gasabo",
    address: "Kigali Special Economic Zone, Gasabo",
    phone: phone(10050),
    whatsapp: phone(10051),
    email: "sales@vw-mobility-rwanda.example",
    latitude: -1.9617,
    longitude: 30.1415,
    hours: showroom,
    description:
      "Volkswagen's assembly plant and showroom in Kigali, where the Polo, Passat, Tiguan, Teramont and Amarok are assembled and sold.",
  },
  {
    name: "Kigali Auto Plaza",
    brands: ["Hyundai", "Kia"],
    services: ["new", "used", "service"],
    district: "Kicukiro",
    address: "KK 15 Rd, Kicukiro",
    phone: phone(20010),
    whatsapp: phone(20011),
    email: "sales@kigali-auto-plaza.example",
    website: "https://kigali-auto-plaza.example",
    latitude: -1.9665,
    longitude: 30.0931,
    hours: showroom,
    description: "Hyundai and Kia showroom with certified used cars and a service bay for both brands.",
  },
  {
    name: "Nyarutarama Premium Cars",
    brands: ["Mercedes-Benz", "BMW", "Audi", "Land Rover", "Porsche"],
    services: ["new", "used"],
    district: "Gasabo",
    address: "KG 9 Ave, Nyarutarama",
    phone: phone(20020),
    email: "hello@nyarutarama-premium.example",
    website: "https://nyarutarama-premium.example",
    latitude: -1.9416,
    longitude: 30.1031,
    hours: [...weekdays("09:00", "18:00"), { day: 6, opens: "10:00", closes: "16:00" }],
    description:
      "Premium and luxury cars imported to order, with part-exchange and delivery anywhere in Rwanda.",
  },
  {
    name: "Remera Motors",
    brands: ["Nissan", "Mitsubishi", "Ford"],
    services: ["new", "service"],
    district: "Gasabo",
    address: "KN 5 Rd, Remera",
    phone: phone(20030),
    whatsapp: phone(20031),
    email: "sales@remera-motors.example",
    latitude: -1.9577,
    longitude: 30.1127,
    hours: showroom,
    description: "Pick-ups and SUVs for town and country, with a workshop for fleets and private owners.",
  },
  {
    name: "Gikondo Chinese Auto Centre",
    brands: ["Changan", "Chery", "Geely", "Haval", "Jetour"],
    services: ["new", "service"],
    district: "Kicukiro",
    address: "KK 6 Ave, Gikondo",
    phone: phone(20040),
    whatsapp: phone(20041),
    email: "info@gikondo-auto.example",
    latitude: -1.9749,
    longitude: 30.0741,
    hours: garage,
    description:
      "New cars from China's leading makers, SUVs first, with a three-year warranty and local parts stock.",
  },
  {
    name: "Nyabugogo Used Cars",
    brands: ["Toyota", "Honda", "Nissan", "Subaru"],
    services: ["used"],
    district: "Nyarugenge",
    address: "Nyabugogo, near the bus park",
    phone: phone(20050),
    whatsapp: phone(20051),
    latitude: -1.9398,
    longitude: 30.0446,
    hours: yard,
    description:
      "Japanese used cars inspected before sale, with help for the transfer of ownership at Irembo.",
  },
  {
    name: "Kimironko Car Care",
    brands: ["Toyota", "Suzuki", "Hyundai"],
    services: ["service"],
    district: "Gasabo",
    address: "KG 11 Ave, Kimironko",
    phone: phone(20060),
    whatsapp: phone(20061),
    latitude: -1.9497,
    longitude: 30.1263,
    hours: garage,
    description: "Servicing, diagnostics, brakes and tyres for everyday cars, with a waiting lounge.",
  },
  {
    name: "Huye Auto Services",
    brands: ["Toyota", "Isuzu", "Suzuki"],
    services: ["used", "service"],
    district: "Huye",
    address: "Avenue de l'Université, Huye",
    phone: phone(20070),
    whatsapp: phone(20071),
    latitude: -2.5967,
    longitude: 29.7394,
    hours: garage,
    description: "The Southern Province's garage for pick-ups and family cars, with used cars for sale.",
  },
  {
    name: "Musanze Motors",
    brands: ["Toyota", "Mitsubishi"],
    services: ["used", "service"],
    district: "Musanze",
    address: "Main road to Rubavu, Musanze",
    phone: phone(20080),
    whatsapp: phone(20081),
    latitude: -1.4996,
    longitude: 29.6345,
    hours: garage,
    description:
      "4×4s and pick-ups for the northern hills, serviced and sold by a team used to mountain roads.",
  },
  {
    name: "Lake Kivu Autos",
    brands: ["Toyota", "Nissan"],
    services: ["used"],
    district: "Rubavu",
    address: "Avenue de l'Indépendance, Gisenyi",
    phone: phone(20090),
    whatsapp: phone(20091),
    latitude: -1.6793,
    longitude: 29.2595,
    hours: yard,
    description: "Used cars on the lake shore, imported and inspected, with financing through local banks.",
  },
  {
    name: "Rwamagana Garage",
    brands: ["Isuzu", "Toyota"],
    services: ["service"],
    district: "Rwamagana",
    address: "Kigali–Kayonza road, Rwamagana",
    phone: phone(20100),
    latitude: -1.9487,
    longitude: 30.4347,
    hours: office,
    description:
      "Workshop for pick-ups and minibuses on the eastern corridor, close to the inspection centre.",
  },
  {
    name: "Nyagatare Farm & Fleet Motors",
    brands: ["Toyota", "Mahindra", "Tata"],
    services: ["new", "used", "service"],
    district: "Nyagatare",
    address: "Nyagatare town centre",
    phone: phone(20110),
    whatsapp: phone(20111),
    email: "sales@nyagatare-fleet.example",
    latitude: -1.2986,
    longitude: 30.3275,
    hours: garage,
    description:
      "Pick-ups and utility vehicles for farms and cooperatives, sold new and used, serviced on site.",
  },
  {
    name: "Muhanga Car Centre",
    brands: ["Suzuki", "Hyundai"],
    services: ["used", "service"],
    district: "Muhanga",
    address: "Gitarama, Muhanga",
    phone: phone(20120),
    latitude: -2.0845,
    longitude: 29.7567,
    hours: garage,
    description: "Small cars and family SUVs, used and serviced, halfway between Kigali and Huye.",
  },
  {
    name: "Rusizi Cross-Border Motors",
    brands: ["Toyota", "Nissan", "Mitsubishi"],
    services: ["used"],
    district: "Rusizi",
    address: "Kamembe, Rusizi",
    phone: phone(20130),
    whatsapp: phone(20131),
    latitude: -2.4846,
    longitude: 28.9075,
    hours: yard,
    description: "Used cars in the south-west, with paperwork help for buyers from across the region.",
  },
  {
    name: "Kicukiro EV Point",
    brands: ["BYD", "MG", "Hongqi"],
    services: ["new", "service"],
    district: "Kicukiro",
    address: "KK 3 Rd, Sonatubes",
    phone: phone(20140),
    whatsapp: phone(20141),
    email: "ev@kicukiro-ev.example",
    website: "https://kicukiro-ev.example",
    latitude: -1.9645,
    longitude: 30.0857,
    hours: showroom,
    description:
      "Electric and plug-in hybrid cars, home chargers and battery checks, with test drives on request.",
  },
  {
    name: "Bugesera Auto Yard",
    brands: ["Toyota", "Suzuki"],
    services: ["used"],
    district: "Bugesera",
    address: "Nyamata, Bugesera",
    phone: phone(20150),
    latitude: -2.1489,
    longitude: 30.0935,
    hours: yard,
    description: "Affordable used cars near the new airport, each with a written inspection report.",
  },
  {
    name: "Kigali French Cars",
    brands: ["Peugeot", "Renault"],
    services: ["new", "service"],
    district: "Nyarugenge",
    address: "KN 2 Ave, Nyarugenge",
    phone: phone(20160),
    email: "contact@kigali-french-cars.example",
    latitude: -1.9465,
    longitude: 30.0619,
    hours: office,
    description: "Peugeot and Renault cars and vans, with parts and service by trained technicians.",
  },
];
