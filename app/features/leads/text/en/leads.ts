/** The lead-magnet popup, the /find-my-car page, their validation and the mail to the sales team. */
import { translator } from "~/shared/i18n/i18n";
import { leadStepTitles } from "~/features/leads/leads";

export const leadMessages = {
  "lead.title": "We help you find your vehicle",
  "lead.badge": "Free service, no obligation",
  "lead.intro":
    "Tell us what you are looking for and how you will pay: our team compares the offers of Rwanda's dealers and calls you back with cars that fit, free of charge.",
  "lead.close": "Close",
  "lead.progress": "Step {step} of {total}",
  "lead.step.car_condition": leadStepTitles.car_condition,
  "lead.step.payment_method": leadStepTitles.payment_method,
  "lead.step.brand_budget": leadStepTitles.brand_budget,
  "lead.step.contact": "YOUR CONTACT DETAILS",
  "lead.question.car_condition": "Which kind of car are you looking for?",
  "lead.question.payment_method": "How do you plan to pay?",
  "lead.condition.new": "A new car",
  "lead.condition.used": "A used car",
  "lead.condition.both": "New or used",
  "lead.payment.cash": "Cash",
  "lead.payment.bank-loan": "Bank loan",
  "lead.payment.leasing": "Leasing",
  "lead.payment.undecided": "Not decided yet",
  "lead.brands": "Brands (optional, choose any)",
  "lead.brandsHint": "Leave all unticked if any brand will do.",
  "lead.budget": "Budget in RWF (optional)",
  "lead.budgetMin": "From",
  "lead.budgetMax": "Up to",
  "lead.name": "Your name",
  "lead.phone": "Mobile number",
  "lead.phoneHint": "A Rwandan mobile number, e.g. 0788 123 456",
  "lead.email": "E-mail address (optional)",
  "lead.district": "District",
  "lead.districtChoose": "Choose your district",
  "lead.consent":
    "I agree that this request is kept and that the team contacts me about it, as the {privacy} explains.",
  "lead.privacy": "privacy policy",
  "lead.back": "Back",
  "lead.next": "Next",
  "lead.submit": "Send my request",
  "lead.sending": "Sending…",
  "lead.thanks.title": "Thank you, {name}!",
  "lead.thanks.text":
    "Your request has reached our team. We will call you within one working day with cars that match it.",
  "lead.thanks.again": "Send another request",
  "lead.error.summary": "Please correct the highlighted fields.",
  "lead.error.choose": "Please choose one of the answers",
} as const;

export const tLead = translator(leadMessages);
