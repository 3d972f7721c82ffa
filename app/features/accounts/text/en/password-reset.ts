/** The forgotten-password and new-password pages. */

export const passwordResetMessages = {
  "reset.forgotTitle": "Forgot your password?",
  "reset.forgotIntro":
    "Enter the e-mail address of your account. We will send you a link to choose a new password.",
  "reset.forgotSubmit": "Send the link",
  "reset.forgotSending": "Sending…",
  "reset.forgotSent":
    "If {email} belongs to an Imodoka account, a link to choose a new password is on its way. It works for one hour. Check your spam folder if you cannot find it.",
  "reset.forgotDescription": "Ask for a link by e-mail to choose a new password for your Imodoka account.",

  "reset.resetTitle": "Choose a new password",
  "reset.resetIntro": "Your new password signs you out of every device. Sign in again afterwards.",
  "reset.newPassword": "New password",
  "reset.confirmPassword": "Confirm the new password",
  "reset.saving": "Saving…",
  "reset.resetSubmit": "Save the new password",
  "reset.resetBadLink": "This link is invalid or has expired. Ask for a new one.",
  "reset.resetNewLink": "Ask for a new link",
  "reset.resetDone": "Your password is changed. Sign in with your new password.",
} as const;
