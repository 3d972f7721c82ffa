/**
 * The icons of the site's sprite: app/components/ui/icons.svg, drawn from Lucide by `npm run icons`. Icons
 * are markup pointing into one cached file, so none of their drawing is page JavaScript.
 */
export const iconNames = [
  "arrow-left-right",
  "arrow-right",
  "badge-percent",
  "battery-charging",
  "car",
  "car-front",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-alert",
  "circle-check",
  "gauge",
  "gem",
  "git-compare-arrows",
  "loader-circle",
  "mail",
  "mail-x",
  "map-pin",
  "menu",
  "message-square-quote",
  "moon",
  "newspaper",
  "phone",
  "plus",
  "rss",
  "search",
  "sliders-horizontal",
  "sparkles",
  "store",
  "sun",
  "tag",
  "user-round",
  "x",
  "zap",
] as const;

export type IconName = (typeof iconNames)[number];
