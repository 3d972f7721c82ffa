/**
 * The icons of the site's sprite: app/shared/ui/icons.svg, drawn from Lucide by `npm run icons`. Icons
 * are markup pointing into one cached file, so none of their drawing is page JavaScript.
 */
export const iconNames = [
  "arrow-left-right",
  "arrow-right",
  "badge-percent",
  "banknote",
  "battery-charging",
  "bell",
  "bell-off",
  "bell-plus",
  "book-open",
  "calendar",
  "camera",
  "car",
  "car-front",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "chevron-up",
  "circle-alert",
  "circle-check",
  "clipboard-check",
  "clock",
  "code",
  "copy",
  "eye",
  "eye-off",
  "file-check",
  "file-json",
  "file-text",
  "flag",
  "gauge",
  "gem",
  "git-compare-arrows",
  "hand-coins",
  "handshake",
  "heart",
  "id-card",
  "images",
  "key-round",
  "landmark",
  "link",
  "loader-circle",
  "lock-keyhole",
  "log-out",
  "mail",
  "mail-check",
  "mail-x",
  "map-pin",
  "menu",
  "message-circle",
  "message-square-quote",
  "monitor",
  "moon",
  "newspaper",
  "pencil",
  "phone",
  "plus",
  "receipt",
  "refresh-cw",
  "rss",
  "search",
  "share-2",
  "shield-check",
  "siren",
  "sliders-horizontal",
  "smartphone",
  "sparkles",
  "star",
  "store",
  "sun",
  "tag",
  "trash-2",
  "triangle-alert",
  "user",
  "user-check",
  "user-round",
  "wrench",
  "x",
  "zap",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * Brand logos for the share bar, drawn from the simple-icons package (CC0) by `npm run icons` into their own
 * sprite, app/shared/ui/brand-icons.svg, so pages without a share bar do not download them. The names
 * are the share networks' (app/shared/lib/share.ts). LinkedIn and Microsoft Teams are not in simple-icons (their
 * owners asked for removal); the share bar shows a letter for them.
 */
export const brandIconNames = [
  "blogger",
  "bluesky",
  "buffer",
  "evernote",
  "facebook",
  "flipboard",
  "gmail",
  "hackernews",
  "instapaper",
  "line",
  "mastodon",
  "naver",
  "odnoklassniki",
  "pinterest",
  "qzone",
  "reddit",
  "telegram",
  "threads",
  "trello",
  "tumblr",
  "viber",
  "vk",
  "weibo",
  "whatsapp",
  "x",
  "xing",
] as const;

export type BrandIconName = (typeof brandIconNames)[number];

/**
 * Car makers' logos, drawn from simple-icons (CC0) by `npm run icons` into their own sprite,
 * app/shared/ui/car-logos.svg, fetched once and cached by pages that show a brand. The names are the
 * simple-icons slugs, which are also the brands' slugs on this site (slugify of the brand's name). Makers
 * simple-icons does not draw (BYD, Chery, Geely, Lexus, Mercedes-Benz, …) get a wordmark instead, and so do
 * Peugeot and Porsche: their detailed crests (10 and 24 KB of path) cost more than the rest together and
 * read as a blot at tile size.
 */
export const carLogoNames = [
  "audi",
  "bmw",
  "ford",
  "honda",
  "hyundai",
  "jeep",
  "kia",
  "mahindra",
  "mazda",
  "mg",
  "mitsubishi",
  "nissan",
  "renault",
  "subaru",
  "suzuki",
  "tata",
  "toyota",
  "volkswagen",
  "volvo",
] as const;

export type CarLogoName = (typeof carLogoNames)[number];

/** The logo of the brand with this slug, or null when the sprite has none. */
export function carLogoOf(slug: string): CarLogoName | null {
  return (carLogoNames as readonly string[]).includes(slug) ? (slug as CarLogoName) : null;
}
