/** The share bar's text (app/shared/ui/share-bar.tsx). Network names stay as in app/shared/lib/share.ts. */

export const shareMessages = {
  "share.heading": "Share",
  "share.native": "Share…",
  "share.more": "More networks",
  "share.action": "Share on {network}",
  "share.action.email": "Share by email",
  "share.action.sms": "Share by SMS",
  "share.action.copy": "Copy link",
  "share.network.email": "Email",
  "share.network.copy": "Copy link",
  "share.copied": "Link copied",
  "share.copyFailed": "The link could not be copied",
} as const;
