/** Account e-mails: activation and password reset (composed on the server only). */

export const authMailMessages = {
  "auth.mail.activateSubject": "Activate your {site} account",
  "auth.mail.activateText":
    "Hello {name}, welcome to {site}. Open the link below to activate your account. It works for {hours} hours.",
  "auth.mail.activateButton": "Activate my account",
  "auth.mail.resetSubject": "Choose a new {site} password",
  "auth.mail.resetText":
    "Hello {name}, someone asked to reset the password of your account. Open the link below to choose a new one. It works for {hours} hour.",
  "auth.mail.resetButton": "Choose a new password",
  "auth.mail.ignore": "If you did not ask for this, ignore this e-mail: nothing will change.",
} as const;
