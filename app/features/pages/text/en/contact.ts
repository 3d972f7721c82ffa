/** Contact page and its validation messages. */

export const contactMessages = {
  "contact.title": "Contact us",
  "contact.intro":
    "A question about a car, a price that looks wrong, or a partnership? Write to us and we will answer by e-mail, usually within two working days.",
  "contact.name": "Your name",
  "contact.email": "E-mail address",
  "contact.phone": "Phone (optional)",
  "contact.phoneHint": "Rwandan or international number, e.g. 0788 123 456",
  "contact.subject": "Subject",
  "contact.message": "Message",
  "contact.send": "Send message",
  "contact.sending": "Sending…",
  "contact.sent": "Thank you, {name}. Your message has been sent; we will reply to {email}.",
  "contact.sentToast": "Message sent",
  "contact.sendAnother": "Send another message",
  "contact.error.name": "Please enter your name",
  "contact.error.email": "Please enter a valid email address",
  "contact.error.phone": "Please enter a valid phone number",
  "contact.error.subject": "Please choose a subject",
  "contact.error.message": "Please write a message of at least 10 characters",
  "contact.error.tooLong": "Please keep this under {max} characters",
  "contact.error.rateLimited":
    "You have sent several messages in a short time. Please try again in {minutes} minutes.",
  "contact.error.summary": "Please correct the highlighted fields.",
  "contact.subject.question": "A question about a car",
  "contact.subject.price": "A price or specification to correct",
  "contact.subject.dealer": "Dealers and partnerships",
  "contact.subject.advertising": "Advertising",
  "contact.subject.account": "My account or listing",
  "contact.subject.other": "Something else",
  "contact.direct": "Other ways to reach us",
} as const;
