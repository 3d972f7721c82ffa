/**
 * Saved used-car searches: the search page's "Save this search", /account/saved-searches, the alert mails
 * and their unsubscribe page. Pages receive their text as loader data.
 */

export const savedSearchMessages = {
  "saved.save": "Save this search",
  "saved.saving": "Saving…",
  "saved.saved": "Search saved",
  "saved.savedText": "We e-mail you when a new car matches.",
  "saved.manage": "My saved searches",

  "saved.title": "My saved searches",
  "saved.description": "Your saved used-car searches and their e-mail alerts.",
  "saved.intro":
    "With alerts on, we e-mail you once new cars matching a search are on the market. You can turn alerts off, or delete a search, at any time.",
  "saved.empty": "No saved search yet",
  "saved.emptyText": "Choose your filters on the used-car search, then tap “Save this search”.",
  "saved.search": "Search used cars",
  "saved.results": "See the cars",
  "saved.savedOn": "Saved {date}",
  "saved.alertsOn": "E-mail alerts on",
  "saved.alertsOff": "E-mail alerts off",
  "saved.turnOff": "Turn alerts off",
  "saved.turnOn": "Turn alerts on",
  "saved.turnOffLabel": "Turn alerts off for {label}",
  "saved.turnOnLabel": "Turn alerts on for {label}",
  "saved.delete": "Delete",
  "saved.deleteLabel": "Delete the saved search {label}",
  "saved.done.saved": "Search saved: {label}. We e-mail you when a new car matches.",
  "saved.done.alertsOn": "Alerts are on for {label}.",
  "saved.done.alertsOff": "Alerts are off for {label}.",
  "saved.done.deleted": "The search {label} is deleted.",
  "saved.gone": "This saved search no longer exists.",
  "saved.favourites": "My favourites",
  "saved.tooMany": "You have {max} saved searches, the most we keep. Delete one to save another.",

  "saved.label.all": "All used cars",
  "saved.label.priceRange": "{min} – {max}",
  "saved.label.priceFrom": "from {price}",
  "saved.label.priceUpTo": "up to {price}",
  "saved.label.yearRange": "{min}–{max}",
  "saved.label.yearFrom": "{year} or newer",
  "saved.label.yearUpTo": "{year} or older",
  "saved.label.mileage": "up to {km} km",

  "saved.mail.subject": "New cars for your search: {label}",
  "saved.mail.subjectOne": "A new car for your search: {label}",
  "saved.mail.intro": "Hello {name}, {count} new cars match your saved search “{label}” on {site}:",
  "saved.mail.introOne": "Hello {name}, a new car matches your saved search “{label}” on {site}:",
  "saved.mail.car": "{car} – {price}",
  "saved.mail.facts": "{year} · {km} km · {district}",
  "saved.mail.more": "…and {count} more.",
  "saved.mail.seeAll": "See all matching cars",
  "saved.mail.why": "You receive this mail because you saved this search on {site}.",
  "saved.mail.unsubscribe": "Stop the alerts for this search",

  "saved.unsubscribe.title": "Stop the alerts",
  "saved.unsubscribe.text": "Stop the e-mail alerts for your saved search “{label}”?",
  "saved.unsubscribe.button": "Stop the alerts",
  "saved.unsubscribe.done":
    "Alerts are off for “{label}”. The search stays in your account, where you can turn them on again.",
  "saved.unsubscribe.badLink": "This link does not work",
  "saved.unsubscribe.unknown":
    "The search may have been deleted, or the link was copied incompletely. Your saved searches are in your account.",
} as const;
