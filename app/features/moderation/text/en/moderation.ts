/**
 * The moderation queue (/moderation) and the mails it sends to sellers. The page receives its text as
 * loader data; the mails are composed on the server.
 */

export const moderationMessages = {
  "moderation.title": "Moderation",
  "moderation.description":
    "Approve or decline the listings waiting for a check, and review visitors' reports.",
  "moderation.intro":
    "Check each listing as a buyer would see it, then approve it or decline it with a reason the seller can act on.",
  "moderation.sections": "Moderation queues",
  "moderation.tab.pending": "Pending listings",
  "moderation.tab.reports": "Open reports",
  "moderation.pagination": "Queue pages",
  "moderation.previous": "Previous",
  "moderation.next": "Next",
  "moderation.page": "Page {page}",

  "moderation.emptyPending": "No listing is waiting for a check.",
  "moderation.emptyReports": "No open report.",
  "moderation.emptyText": "New ones appear here as soon as they arrive.",
  "moderation.submitted": "Sent for checking {date}",
  "moderation.notSubmitted": "Date of sending unknown",
  "moderation.account": "Seller's account: {name} ({email})",
  "moderation.phone": "Phone",
  "moderation.whatsapp": "WhatsApp: yes",
  "moderation.noWhatsapp": "WhatsApp: no",
  "moderation.photoCount": "{count} photos",
  "moderation.photoCountOne": "1 photo",
  "moderation.noPhotos": "No photo",
  "moderation.approve": "Approve",
  "moderation.decline": "Decline",
  "moderation.declineOpen": "Decline with a reason",
  "moderation.reason": "Reason",
  "moderation.chooseReason": "Choose a reason",
  "moderation.note": "Message to the seller",
  "moderation.noteHint":
    "Optional, except for “Other”. The seller reads it in the e-mail, with how to fix the listing.",
  "moderation.working": "Saving…",

  "moderation.reason.photos": "The photos are missing, unclear, or not of this car",
  "moderation.reason.details": "Some details are missing or contradict each other",
  "moderation.reason.price": "The price is not realistic for this car",
  "moderation.reason.phone": "The phone number could not be reached",
  "moderation.reason.duplicate": "The same car is already listed",
  "moderation.reason.not-allowed": "This is not a car for sale, or the text breaks our rules",
  "moderation.reason.scam": "The listing looks like a scam",
  "moderation.reason.other": "Other (explain below)",

  "moderation.reported": "Reported {date}",
  "moderation.reporter": "By {name} ({email})",
  "moderation.anonymous": "By a visitor who was not signed in",
  "moderation.noDetails": "No details given.",
  "moderation.reportCount": "{count} open reports on this listing",
  "moderation.reportCountOne": "1 open report on this listing",
  "moderation.listingStatus": "Listing status: {status}",
  "moderation.dismiss": "Dismiss the report",
  "moderation.takeDown": "Take the listing down",
  "moderation.takeDownOpen": "Take down with a reason",

  "moderation.status.draft": "Draft",
  "moderation.status.pending": "Pending",
  "moderation.status.active": "On the market",
  "moderation.status.declined": "Declined",
  "moderation.status.sold": "Sold",
  "moderation.status.expired": "Ended",

  "moderation.done.approved": "{car} is approved and on the market.",
  "moderation.done.declined": "{car} is declined.",
  "moderation.done.dismissed": "The report on {car} is dismissed.",
  "moderation.done.takenDown": "{car} is taken down and its open reports are closed.",
  "moderation.done.mailed": "The seller has been told by e-mail.",
  "moderation.done.mailFailed": "The e-mail to the seller could not be sent; try contacting them by phone.",
  "moderation.already": "{car} was already handled (now: {status}). Nothing was changed.",
  "moderation.alreadyReport": "This report was already handled. Nothing was changed.",
  "moderation.missing": "This listing or report no longer exists.",
  "moderation.error.summary": "The form has a problem: see the message next to the field.",
  "moderation.error.reason": "Choose a reason.",
  "moderation.error.note": "Explain the reason to the seller.",
  "moderation.error.noteLong": "Write at most {max} characters.",

  "moderation.mail.approvedSubject": "Your listing is online: {car}",
  "moderation.mail.approvedText":
    "Hello {name}, our team has checked your listing “{car}” and it is now on the {site} used-car market. It stays online for {days} days; you can renew it or mark it as sold from your listings.",
  "moderation.mail.approvedButton": "See your listing",
  "moderation.mail.approvedAfter":
    "A tip for a safe sale: meet buyers in a public place and hand over the car only once the payment has reached your account.",
  "moderation.mail.declinedSubject": "Your listing needs changes: {car}",
  "moderation.mail.declinedText":
    "Hello {name}, we could not publish your listing “{car}”. Reason: {reason} To fix it, open your listings, edit this one and send it again: our team checks it again quickly.",
  "moderation.mail.takenDownSubject": "Your listing was taken off the market: {car}",
  "moderation.mail.takenDownText":
    "Hello {name}, after reports from visitors our team took your listing “{car}” off the market. Reason: {reason} If this is a mistake, or once it is fixed, edit the listing in your listings and send it again.",
  "moderation.mail.fixButton": "Open my listings",
  "moderation.mail.help": "Questions? Write to us through the contact page: {url}",
} as const;
