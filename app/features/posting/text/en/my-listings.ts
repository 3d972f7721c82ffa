/** The member's own listings (/account/listings). The page receives it as loader data. */
import { translator } from "~/shared/i18n/i18n";

export const myListingsMessages = {
  "mine.title": "My listings",
  "mine.intro": "The cars you sell on Imodoka, the most recently changed first.",
  "mine.post": "Post a listing",
  "mine.account": "My account",
  "mine.empty": "You have no listing yet.",
  "mine.emptyText": "Post your car in a few minutes: it is free, and buyers call you directly.",
  "mine.count": "{count} listings",
  "mine.countOne": "1 listing",
  "mine.continue": "Continue",
  "mine.edit": "Edit",
  "mine.view": "View",
  "mine.sold": "Mark as sold",
  "mine.renew": "Renew for 60 days",
  "mine.delete": "Delete",
  "mine.confirmTitle": "Delete this listing?",
  "mine.confirmText": "The listing and its photos are deleted for good. This cannot be undone.",
  "mine.confirmDelete": "Delete listing",
  "mine.cancel": "Cancel",
  "mine.pagination": "Pages of your listings",
  "mine.previous": "Previous",
  "mine.next": "Next",
  "mine.page": "Page {page}",
} as const;

/** Sentences the server composes into the page (statuses, dates, notices, accessible names). */
export const myListingsServerMessages = {
  "mine.status.draft": "Draft",
  "mine.status.pending": "Pending review",
  "mine.status.active": "Online",
  "mine.status.declined": "Declined",
  "mine.status.sold": "Sold",
  "mine.status.expired": "Expired",
  "mine.detail.draft": "Not sent yet. Next step: {step}.",
  "mine.detail.pending": "Sent for review on {date}. We usually check listings within a day.",
  "mine.detail.active": "Online until {date}.",
  "mine.detail.activeEnding": "Online until {date}: renew it to keep it on the market.",
  "mine.detail.declined": "Declined: {reason}. Edit it and send it again.",
  "mine.detail.declinedNoReason": "Declined. Edit it and send it again.",
  "mine.detail.sold": "Marked as sold on {date}.",
  "mine.detail.expired": "Expired on {date}. Renew it to put it back on the market.",
  "mine.untitled": "Listing started {date}",
  "mine.noPrice": "No price yet",
  "mine.label": "{action}: {listing}",
  "mine.done.sold": "Your listing is marked as sold. It stays visible to buyers, marked as sold.",
  "mine.done.renewed": "Your listing is renewed for 60 days.",
  "mine.done.renewedPending": "Your listing is renewed and goes back online once our team has checked it.",
  "mine.done.deleted": "Your listing is deleted.",
} as const;

export const tMine = translator({ ...myListingsMessages, ...myListingsServerMessages });
