import type { Locale } from "~/shared/i18n/locale";
import { shareText } from "~/shared/i18n/share";
import { translate } from "~/shared/i18n/text";
/**
 * Share links (SPEC §3 share options, §8, §9): one URL builder per network, pure so the server renders real
 * links that work without JavaScript. Every value goes through encodeURIComponent; empty values are left
 * out. The share bar (app/shared/ui/share-bar.tsx) renders these and opens web ones in a popup.
 */

/** What is shared (SPEC §3). `hashtags` is a list or a comma-separated string; `twitterUser` is the X `via`. */
export interface ShareOptions {
  url: string;
  title?: string;
  description?: string;
  /** Facebook's quote parameter (Facebook may ignore it). */
  quote?: string;
  hashtags?: string[] | string;
  twitterUser?: string;
  /** An image URL: Pinterest, VK, OK, Weibo and Qzone attach it. */
  media?: string;
}

/** The options as the builders read them: missing text as "", hashtags cleaned up. */
interface Share {
  url: string;
  title: string;
  description: string;
  quote: string;
  tags: string[];
  via: string;
  media: string;
  /** Title and link on two lines, for chat apps. */
  message: string;
  /** Title, link and hashtags on one line, for networks where hashtags are text. */
  post: string;
}

export interface ShareNetwork {
  /** The key passed to shareUrl(). */
  name: string;
  /** The network's own name, as shown next to its icon. */
  label: string;
  build: (share: Share) => string;
}

type Value = string | string[] | undefined;

/** `base` plus `key=value` pairs, each value encoded; a list becomes `a,b` with each item encoded. */
function link(base: string, params: Record<string, Value>): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value.length > 0)
    .map(([key, value]) =>
      typeof value === "string"
        ? `${key}=${encodeURIComponent(value)}`
        : `${key}=${value!.map(encodeURIComponent).join(",")}`,
    )
    .join("&");
  if (!query) return base;
  return base + (base.includes("?") ? "&" : "?") + query;
}

const join = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);

/**
 * Hashtags as a clean list: split on commas, without "#", several words run together in CamelCase
 * ("electric cars" → "ElectricCars"), anything but letters, digits and "_" dropped, no empties or repeats.
 */
export function hashtagList(hashtags: string[] | string | undefined): string[] {
  const items = typeof hashtags === "string" ? hashtags.split(",") : (hashtags ?? []);
  const tags = items.map((item) => {
    const words = item.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
    return words.length > 1
      ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")
      : (words[0] ?? "");
  });
  return [...new Set(tags.filter(Boolean))];
}

function prepare(options: ShareOptions): Share {
  const title = options.title?.trim() ?? "";
  const tags = hashtagList(options.hashtags);
  return {
    url: options.url,
    title,
    description: options.description?.trim() ?? "",
    quote: options.quote?.trim() ?? "",
    tags,
    via: options.twitterUser?.trim().replace(/^@/, "") ?? "",
    media: options.media ?? "",
    message: join("\n", title, options.url),
    post: join(" ", title, options.url, ...tags.map((tag) => `#${tag}`)),
  };
}

/**
 * The networks, most used in Rwanda first. Each URL is the network's documented share or compose
 * intent, checked in 2026; services that closed (Skype, Pocket, Mix, Google+, Baidu, Digg's old
 * submit) or need an app id (Facebook Messenger on the web) are not listed. "copy" has no network: its
 * link is the page itself, which the share bar copies to the clipboard.
 */
export const shareNetworks: readonly ShareNetwork[] = [
  { name: "whatsapp", label: "WhatsApp", build: (s) => link("https://wa.me/", { text: s.message }) },
  {
    name: "facebook",
    label: "Facebook",
    build: (s) =>
      link("https://www.facebook.com/sharer/sharer.php", {
        u: s.url,
        hashtag: s.tags[0] && `#${s.tags[0]}`,
        quote: s.quote,
      }),
  },
  {
    name: "x",
    label: "X",
    build: (s) =>
      link("https://x.com/intent/post", { text: s.title, url: s.url, hashtags: s.tags, via: s.via }),
  },
  {
    name: "telegram",
    label: "Telegram",
    build: (s) => link("https://t.me/share/url", { url: s.url, text: s.title }),
  },
  {
    name: "linkedin",
    label: "LinkedIn",
    build: (s) => link("https://www.linkedin.com/sharing/share-offsite/", { url: s.url }),
  },
  {
    name: "email",
    label: "Email",
    build: (s) => link("mailto:", { subject: s.title, body: join("\r\n\r\n", s.description, s.url) }),
  },
  { name: "copy", label: "Copy link", build: (s) => s.url },
  { name: "sms", label: "SMS", build: (s) => link("sms:?", { body: s.message }) },
  {
    name: "gmail",
    label: "Gmail",
    build: (s) =>
      link("https://mail.google.com/mail/?view=cm&fs=1", {
        su: s.title,
        body: join("\n\n", s.description, s.url),
      }),
  },
  {
    name: "threads",
    label: "Threads",
    build: (s) => link("https://www.threads.com/intent/post", { text: s.title, url: s.url, tag: s.tags[0] }),
  },
  {
    name: "bluesky",
    label: "Bluesky",
    build: (s) => link("https://bsky.app/intent/compose", { text: s.post }),
  },
  { name: "mastodon", label: "Mastodon", build: (s) => link("https://s2f.kytta.dev/", { text: s.post }) },
  {
    name: "reddit",
    label: "Reddit",
    build: (s) => link("https://www.reddit.com/submit", { url: s.url, title: s.title }),
  },
  {
    name: "pinterest",
    label: "Pinterest",
    build: (s) =>
      link("https://www.pinterest.com/pin/create/button/", {
        url: s.url,
        media: s.media,
        description: s.title,
      }),
  },
  {
    name: "teams",
    label: "Microsoft Teams",
    build: (s) => link("https://teams.microsoft.com/share", { href: s.url, msgText: s.title }),
  },
  { name: "viber", label: "Viber", build: (s) => link("viber://forward", { text: s.message }) },
  {
    name: "tumblr",
    label: "Tumblr",
    build: (s) =>
      link("https://www.tumblr.com/widgets/share/tool", {
        canonicalUrl: s.url,
        title: s.title,
        caption: s.description,
        tags: s.tags,
      }),
  },
  {
    name: "line",
    label: "LINE",
    build: (s) => link("https://social-plugins.line.me/lineit/share", { url: s.url, text: s.title }),
  },
  {
    name: "flipboard",
    label: "Flipboard",
    build: (s) => link("https://share.flipboard.com/bookmarklet/popout?v=2", { url: s.url, title: s.title }),
  },
  {
    name: "hackernews",
    label: "Hacker News",
    build: (s) => link("https://news.ycombinator.com/submitlink", { u: s.url, t: s.title }),
  },
  {
    name: "buffer",
    label: "Buffer",
    build: (s) => link("https://buffer.com/add", { url: s.url, text: s.title }),
  },
  {
    name: "trello",
    label: "Trello",
    build: (s) =>
      link("https://trello.com/add-card?mode=popup", { url: s.url, name: s.title, desc: s.description }),
  },
  {
    name: "blogger",
    label: "Blogger",
    build: (s) => link("https://www.blogger.com/blog-this.g", { u: s.url, n: s.title, t: s.description }),
  },
  {
    name: "evernote",
    label: "Evernote",
    build: (s) => link("https://www.evernote.com/clip.action", { url: s.url, title: s.title }),
  },
  {
    name: "instapaper",
    label: "Instapaper",
    build: (s) =>
      link("https://www.instapaper.com/edit", { url: s.url, title: s.title, description: s.description }),
  },
  { name: "xing", label: "XING", build: (s) => link("https://www.xing.com/spi/shares/new", { url: s.url }) },
  {
    name: "vk",
    label: "VK",
    build: (s) => link("https://vk.com/share.php", { url: s.url, title: s.title, image: s.media }),
  },
  {
    name: "odnoklassniki",
    label: "Odnoklassniki",
    build: (s) => link("https://connect.ok.ru/offer", { url: s.url, title: s.title, imageUrl: s.media }),
  },
  {
    name: "weibo",
    label: "Weibo",
    build: (s) =>
      link("https://service.weibo.com/share/share.php", { url: s.url, title: s.title, pic: s.media }),
  },
  {
    name: "qzone",
    label: "Qzone",
    build: (s) =>
      link("https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey", {
        url: s.url,
        title: s.title,
        summary: s.description,
        pics: s.media,
      }),
  },
  {
    name: "naver",
    label: "Naver",
    build: (s) => link("https://share.naver.com/web/shareView", { url: s.url, title: s.title }),
  },
];

/** Other names a caller may use for a network. */
const aliases: Readonly<Record<string, string>> = { twitter: "x" };

/** The network called `name` (or one of its aliases), if there is one. */
export function findShareNetwork(name: string): ShareNetwork | undefined {
  const key = Object.hasOwn(aliases, name) ? aliases[name] : name;
  return shareNetworks.find((network) => network.name === key);
}

/** The share link of `network` for `options`; SPEC §8: an unknown network throws. */
export function shareUrl(network: string, options: ShareOptions): string {
  const found = findShareNetwork(network);
  if (!found) throw new Error(`Network ${network} does not exist`);
  return found.build(prepare(options));
}

/** Whether a share link is a web page (opened in a popup) rather than an app (mailto:, sms:, viber:). */
export function isWebShareUrl(href: string): boolean {
  return href.startsWith("https://");
}

/** The area to centre a popup in, in screen pixels: usually the browser window. */
export interface PopupArea {
  width: number;
  height: number;
  left?: number;
  top?: number;
}

/**
 * The `window.open` features of a share popup, SPEC §9: 626 × 436 px by default, centred in `area`
 * when one is given (and kept inside it when the popup is larger).
 */
export function sharePopupFeatures(width = 626, height = 436, area?: PopupArea): string {
  const size = `width=${width},height=${height}`;
  if (!area) return size;
  const offset = (start = 0, room: number, length: number) =>
    Math.round(start + Math.max(0, (room - length) / 2));
  return `${size},left=${offset(area.left, area.width, width)},top=${offset(area.top, area.height, height)}`;
}

/** A share link as the share bar shows it: computed on the server, so the networks table stays there. */
export interface ShareLink {
  network: string;
  /** The network's name ("WhatsApp"), and what the link does ("Share on WhatsApp"). */
  label: string;
  action: string;
  href: string;
  /** A web page (opened in a popup) rather than an app link (mailto:, sms:, viber:) or the copy link. */
  web: boolean;
}

/** Every network's link for `options`, with its name and action in the reader's language (`locale`). */
export function shareLinks(options: ShareOptions, locale: Locale): ShareLink[] {
  const messages = shareText[locale];
  const t = translate(messages);
  const text = messages as Partial<Record<string, string>>;
  return shareNetworks.map((network) => {
    const label = text[`share.network.${network.name}`] ?? network.label;
    const href = shareUrl(network.name, options);
    return {
      network: network.name,
      label,
      action: text[`share.action.${network.name}`] ?? t("share.action", { network: label }),
      href,
      web: isWebShareUrl(href) && network.name !== "copy",
    };
  });
}
