/** Two-step verification: the account's security page and the sign-in code step. Travels as loader data. */
import { authMessages } from "./auth";

export const twoFactorMessages = {
  "tf.title": "Two-step verification",
  "tf.description": "Protect your Imodoka account with a code from an authenticator app.",
  "tf.intro":
    "After your password, we ask for a 6-digit code from an app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis…). Someone who learns your password still cannot sign in.",
  "tf.back": "My account",
  "tf.statusOn": "On",
  "tf.statusOff": "Off",
  "tf.staffRequired":
    "Editors and administrators need two-step verification before they can open moderation. Turn it on below.",
  "tf.noPassword":
    "Two-step verification protects signing in with a password. Your account signs in with Google or Facebook only: add a password on your account page first.",
  "tf.toAccount": "Go to my account",

  "tf.offText": "Turn it on in three steps: confirm your password, add the key to your app, type a code.",
  "tf.password": "Your password",
  "tf.turnOn": "Turn on two-step verification",
  "tf.working": "Checking…",

  "tf.scanTitle": "1. Add your account to the app",
  "tf.scanText": "Scan this QR code with your authenticator app.",
  "tf.qrAlt": "QR code with the key for your authenticator app",
  "tf.manual": "Cannot scan? Enter this key in the app, as a time-based key:",
  "tf.codeTitle": "2. Type the code the app shows",
  "tf.pendingText":
    "You started turning on two-step verification. Type the code your app shows for Imodoka to finish.",
  "tf.code": "6-digit code",
  "tf.confirm": "Confirm and turn on",
  "tf.restart": "Start again with a new key",

  "tf.codesTitle": "Your recovery codes",
  "tf.codesText":
    "Keep these codes somewhere safe, away from your phone. Each one signs you in once if you lose your phone. They are shown only now.",
  "tf.codesFileHeading": "Recovery codes for two-step verification. Each works once.",
  "tf.copy": "Copy the codes",
  "tf.copied": "Copied",
  "tf.download": "Download as text",
  "tf.continue": "Continue",
  "tf.enabled": "Two-step verification is on.",

  "tf.onText": "Your account asks for a code from your authenticator app after your password.",
  "tf.newCodesTitle": "New recovery codes",
  "tf.newCodesText": "Lost your codes or used most of them? New codes replace all the old ones.",
  "tf.newCodes": "Make new recovery codes",
  "tf.newCodesDone": "New recovery codes are ready. The old ones no longer work.",
  "tf.offTitle": "Turn off two-step verification",
  "tf.offWarning": "Your password alone will sign you in again. Devices you trusted are forgotten.",
  "tf.turnOff": "Turn off",
  "tf.turnedOff": "Two-step verification is off.",
  "tf.staffKeeps":
    "Editors and administrators keep two-step verification on. New phone? Move it with the form above.",
  "tf.replaceTitle": "Move to a new phone",
  "tf.replaceText":
    "Add your account to the app on another phone. The old phone's codes and your recovery codes stop working.",
  "tf.replace": "Set up a new phone",

  "tf.stepTitle": "Enter your code",
  "tf.stepIntro": "Open your authenticator app and type the 6-digit code it shows for Imodoka.",
  "tf.stepIntroRecovery": "Type one of the recovery codes you kept when you turned on two-step verification.",
  "tf.stepStaff": "Moderation needs a code from your authenticator app, even after signing in with Google.",
  "tf.recoveryCode": "Recovery code",
  "tf.useRecovery": "Lost your phone? Use a recovery code",
  "tf.useApp": "Use the code from your app",
  "tf.trust": "Trust this device for 30 days",
  "tf.trustHint": "Only on your own device: it will not ask for a code here for 30 days.",
  "tf.verify": "Verify",
  "tf.cancel": "Cancel and sign in again",

  "tf.error.code": "Enter the 6 digits your app shows",
  "tf.error.wrongCode": "This code is not right. Check the time on your phone and type the newest code.",
  "tf.error.recoveryCode": "Enter a recovery code, like abcde-12345",
  "tf.error.wrongRecovery": "This recovery code is not right, or it was already used.",
  "tf.error.locked": "Too many wrong codes for this account. Try again in 15 minutes.",
  "tf.error.staffOff": "Editors and administrators cannot turn off two-step verification.",
  "tf.error.alreadyOn": "Two-step verification is already on.",
  "tf.error.notStarted": "Start by confirming your password.",
  "tf.error.password": authMessages["auth.error.password"],
  "tf.error.wrongPassword": authMessages["auth.error.wrongPassword"],
  "tf.error.generic": authMessages["auth.error.generic"],

  "tf.expired": "The time to enter your code ran out. Sign in again.",
  "tf.tooManyAttempts": "Too many wrong codes. Sign in again to get a new try.",
} as const;
