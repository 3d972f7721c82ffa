/** The account page. It travels as loader data (the page's JavaScript carries no dictionary). */
import { authMessages } from "./auth";
import { passwordResetMessages } from "./password-reset";

export const accountMessages = {
  "account.title": "My account",
  "account.description": "Your Imodoka account: your name, your password, where you are signed in.",
  "account.intro": "Signed in as {email}.",
  "account.activated": "Your account is activated and you are signed in.",
  "account.role.editor": "Editor",
  "account.role.admin": "Administrator",
  "account.passwordHint": authMessages["auth.passwordHint"],
  "account.save": "Save",
  "account.saving": passwordResetMessages["reset.saving"],

  "account.listings": "My listings",
  "account.listingsText": "The cars you sell: continue a draft, edit, mark as sold, renew or delete.",
  "account.twoFactorOn": "Two-step verification: on",
  "account.twoFactorOff": "Two-step verification: off",
  "account.profile": "Your details",
  "account.profileText": "Your name is shown to buyers on your listings and under your reviews.",
  "account.name": "Your name",
  "account.emailLabel": "E-mail address",
  "account.emailFixed": "Your e-mail address identifies your account and cannot be changed here.",
  "account.nameSaved": "Your name is saved.",

  "account.password": "Password",
  "account.passwordText":
    "Choose a new password. Every other device signed in to your account is signed out.",
  "account.noPasswordText":
    "You sign in with Google or Facebook, so your account has no password. To add one, ask for a link by e-mail.",
  "account.addPassword": "Send me a link to set a password",
  "account.currentPassword": "Current password",
  "account.newPassword": passwordResetMessages["reset.newPassword"],
  "account.confirmPassword": passwordResetMessages["reset.confirmPassword"],
  "account.changePassword": "Change password",
  "account.passwordSaved": "Your password is changed. Other devices have been signed out.",

  "account.market": "Your used-car market",
  "account.marketText":
    "The cars you keep with the heart, the searches that e-mail you new cars, and your driver reviews.",
  "account.favourites": "My favourites",
  "account.savedSearches": "My saved searches",
  "account.reviews": "My reviews",
  "account.moderation": "Moderation queue",
  "account.sessions": "Where you are signed in",
  "account.sessionsText":
    "Sign out a device you no longer use or do not recognise. If you see one you do not know, change your password too.",
  "account.thisDevice": "This device",
  "account.unknownDevice": "Unknown device",
  "account.deviceOn": "{browser} on {os}",
  "account.signedInOn": "Signed in {date}",
  "account.lastActive": "Last active {date}",
  "account.fromIp": "IP {ip}",
  "account.revoke": "Sign out",
  "account.revokeLabel": "Sign out {device}",
  "account.revokeOthers": "Sign out all other devices",
  "account.revoked": "That device is signed out.",
  "account.othersRevoked": "All other devices are signed out.",
  "account.sessionGone": "That device was already signed out.",
  "account.onlyThisDevice": "You are signed in on this device only.",

  "account.delete": "Delete my account",
  "account.deleteText": "This deletes your account and signs you out everywhere. It cannot be undone.",
  "account.deletePassword": "Enter your password to confirm",
  "account.deleteConfirm": "Type DELETE to confirm",
  "account.deleteButton": "Delete my account for ever",
  "account.deleteWord": "DELETE",
  "account.deleteTypeError": "Please type DELETE in capital letters",
  "account.deleteStale":
    "For your safety, sign out, sign in again, and delete your account within a day of signing in.",
  "account.deleted": "Your account is deleted. Thank you for using Imodoka.",
} as const;
