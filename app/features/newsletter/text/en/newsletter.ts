/** Newsletter dialog, pages and e-mails. */

export const newsletterMessages = {
  "newsletter.title": "The Imodoka newsletter",
  "newsletter.intro": "New models, prices and deals in Rwanda, by e-mail. Unsubscribe at any time.",
  "newsletter.email": "E-mail address",
  "newsletter.consent": "By entering your e-mail address you accept our {terms} and {privacy}.",
  "newsletter.terms": "terms of use",
  "newsletter.privacy": "privacy policy",
  "newsletter.submit": "Subscribe",
  "newsletter.sending": "Subscribing…",
  "newsletter.sent":
    "Check your inbox: we sent a confirmation link to {email}. Your subscription starts when you click it.",
  "newsletter.close": "Close",
  "newsletter.error.email": "Please enter a valid email address",
  "newsletter.error.rateLimited":
    "You have made several requests in a short time. Please try again in {minutes} minutes.",
  "newsletter.error.mail": "The e-mail could not be sent. Please try again in a few minutes.",
  "newsletter.confirmed": "Subscription confirmed",
  "newsletter.confirmedText": "Thank you! Every newsletter has a link to unsubscribe.",
  "newsletter.badLink": "This link does not work",
  "newsletter.expired": "This confirmation link has expired: links work for {days} days.",
  "newsletter.unknown": "This link is unknown. It may be incomplete, or a newer link replaced it.",
  "newsletter.again": "Subscribe again",
  "newsletter.unsubscribe": "Unsubscribe",
  "newsletter.unsubscribeText": "Stop sending the newsletter to {email}?",
  "newsletter.unsubscribed": "Done: {email} will get no more newsletters.",
  "newsletter.mail.subject": "Confirm your {site} newsletter subscription",
  "newsletter.mail.text": "To get the {site} newsletter at {email}, please confirm within {days} days:",
  "newsletter.mail.button": "Confirm my subscription",
  "newsletter.mail.ignore": "Not you? Ignore this e-mail: you will not be subscribed.",
} as const;
