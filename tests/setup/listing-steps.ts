/** A seller's answers to the listing form's first steps (car, details, price), as the form posts them. */

/** The car step; `brand` is a brand's id (empty: a make typed in `make_other`). */
export const LISTING_CAR = {
  brand: "",
  make_other: "",
  model: "RAV4",
  year: "2016",
  body: "suv",
  energy: "petrol",
  gearbox: "automatic",
};

export const LISTING_DETAILS = {
  mileage: "85.000",
  colour: "White",
  engine_cc: "2000",
  drive: "awd",
  steering: "left",
  condition: "good",
  import_status: "local",
  title: "One owner, full service history",
  description: "Bought new in Kigali, serviced every 10.000 km at the dealer.",
};

export const LISTING_PRICE = {
  price: "17.500.000",
  negotiable: "on",
  district: "Gasabo",
  sector: "Kimironko",
  seller_name: "Aline Uwase",
  phone: "0788 123 456",
  whatsapp: "on",
  seller_type: "private",
};
