/** The vehicle request's server messages: validation, rate limit and the mail to the sales team. */

export const leadServerMessages = {
  "lead.error.brands": "Please choose brands from the list",
  "lead.error.budget": "Enter an amount in RWF, e.g. 15.000.000",
  "lead.error.budgetRange": "The budget must be under {max} RWF",
  "lead.error.budgetOrder": "The upper amount must not be below the lower one",
  "lead.error.name": "Please enter your name ({min} to {max} characters)",
  "lead.error.phone": "Enter a Rwandan mobile number, e.g. 0788 123 456",
  "lead.error.email": "Please enter a valid email address",
  "lead.error.district": "Choose your district",
  "lead.error.consent": "Please agree so that we may contact you",
  "lead.error.rateLimited":
    "You have sent several requests in a short time. Please try again in {minutes} minutes.",
  "lead.mail.subject": "New car request from {name} ({district})",
  "lead.mail.intro": "A visitor asked {site} to help find a vehicle:",
  "lead.mail.subjectCar": "Price request: {car}, from {name} ({district})",
  "lead.mail.introCar":
    "A visitor asked {site} for a price on the {car}; the brand's dealers with an e-mail address received it too:",
  "lead.mail.introDealer":
    "A buyer asked {site} for a price on the {car}, which you sell. Please call them back:",
  "lead.mail.car": "Car",
  "lead.mail.page": "Sent from",
  "lead.mail.condition": "Looking for",
  "lead.mail.payment": "Payment",
  "lead.mail.brands": "Brands",
  "lead.mail.anyBrand": "Any brand",
  "lead.mail.budget": "Budget",
  "lead.mail.noBudget": "Not given",
  "lead.mail.name": "Name",
  "lead.mail.phone": "Phone",
  "lead.mail.email": "E-mail",
  "lead.mail.district": "District",
  "lead.mail.account": "Account",
  "lead.mail.signedIn": "Signed in ({email})",
  "lead.mail.anonymous": "Not signed in",
  "lead.mail.reference": "Request number",
} as const;
