import { describe, expect, it } from "vitest";
import {
  findShareNetwork,
  hashtagList,
  isWebShareUrl,
  shareNetworks,
  sharePopupFeatures,
  shareUrl,
  type ShareOptions,
} from "./share";

/** Every field set, with characters that need encoding: spaces, &, #, ?, accents, curly quotes, emoji. */
const options: ShareOptions = {
  url: "https://imodoka.rw/auto-news/toute-actualite/12-prix?ref=a&b=c#top",
  title: "Toyota & Suzuki: prix #1 en été 🚗",
  description: "Café & taxes: what’s new?",
  quote: "Prix « réduits » 🎉",
  hashtags: ["Kigali", "voiture électrique", "#RRA"],
  twitterUser: "@ImodokaRw",
  media: "https://imodoka.rw/social/cover 1.png",
};

// The same values percent-encoded, written out by hand.
const U = "https%3A%2F%2Fimodoka.rw%2Fauto-news%2Ftoute-actualite%2F12-prix%3Fref%3Da%26b%3Dc%23top";
const T = "Toyota%20%26%20Suzuki%3A%20prix%20%231%20en%20%C3%A9t%C3%A9%20%F0%9F%9A%97";
const D = "Caf%C3%A9%20%26%20taxes%3A%20what%E2%80%99s%20new%3F";
const Q = "Prix%20%C2%AB%20r%C3%A9duits%20%C2%BB%20%F0%9F%8E%89";
const M = "https%3A%2F%2Fimodoka.rw%2Fsocial%2Fcover%201.png";
const TAGS = "Kigali,Voiture%C3%89lectrique,RRA";
/** Title and link on two lines. */
const MESSAGE = `${T}%0A${U}`;
/** Title, link and hashtags on one line. */
const POST = `${T}%20${U}%20%23Kigali%20%23Voiture%C3%89lectrique%20%23RRA`;

const expected: [network: string, url: string][] = [
  ["whatsapp", `https://wa.me/?text=${MESSAGE}`],
  ["facebook", `https://www.facebook.com/sharer/sharer.php?u=${U}&hashtag=%23Kigali&quote=${Q}`],
  ["x", `https://x.com/intent/post?text=${T}&url=${U}&hashtags=${TAGS}&via=ImodokaRw`],
  ["telegram", `https://t.me/share/url?url=${U}&text=${T}`],
  ["linkedin", `https://www.linkedin.com/sharing/share-offsite/?url=${U}`],
  ["email", `mailto:?subject=${T}&body=${D}%0D%0A%0D%0A${U}`],
  ["copy", options.url],
  ["sms", `sms:?&body=${MESSAGE}`],
  ["gmail", `https://mail.google.com/mail/?view=cm&fs=1&su=${T}&body=${D}%0A%0A${U}`],
  ["threads", `https://www.threads.com/intent/post?text=${T}&url=${U}&tag=Kigali`],
  ["bluesky", `https://bsky.app/intent/compose?text=${POST}`],
  ["mastodon", `https://s2f.kytta.dev/?text=${POST}`],
  ["reddit", `https://www.reddit.com/submit?url=${U}&title=${T}`],
  ["pinterest", `https://www.pinterest.com/pin/create/button/?url=${U}&media=${M}&description=${T}`],
  ["teams", `https://teams.microsoft.com/share?href=${U}&msgText=${T}`],
  ["viber", `viber://forward?text=${MESSAGE}`],
  [
    "tumblr",
    `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${U}&title=${T}&caption=${D}&tags=${TAGS}`,
  ],
  ["line", `https://social-plugins.line.me/lineit/share?url=${U}&text=${T}`],
  ["flipboard", `https://share.flipboard.com/bookmarklet/popout?v=2&url=${U}&title=${T}`],
  ["hackernews", `https://news.ycombinator.com/submitlink?u=${U}&t=${T}`],
  ["buffer", `https://buffer.com/add?url=${U}&text=${T}`],
  ["trello", `https://trello.com/add-card?mode=popup&url=${U}&name=${T}&desc=${D}`],
  ["blogger", `https://www.blogger.com/blog-this.g?u=${U}&n=${T}&t=${D}`],
  ["evernote", `https://www.evernote.com/clip.action?url=${U}&title=${T}`],
  ["instapaper", `https://www.instapaper.com/edit?url=${U}&title=${T}&description=${D}`],
  ["xing", `https://www.xing.com/spi/shares/new?url=${U}`],
  ["vk", `https://vk.com/share.php?url=${U}&title=${T}&image=${M}`],
  ["odnoklassniki", `https://connect.ok.ru/offer?url=${U}&title=${T}&imageUrl=${M}`],
  ["weibo", `https://service.weibo.com/share/share.php?url=${U}&title=${T}&pic=${M}`],
  [
    "qzone",
    `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${U}&title=${T}&summary=${D}&pics=${M}`,
  ],
  ["naver", `https://share.naver.com/web/shareView?url=${U}&title=${T}`],
];

/** Only the link: the smallest valid options. */
const bare: [network: string, url: string][] = [
  ["whatsapp", `https://wa.me/?text=${U}`],
  ["facebook", `https://www.facebook.com/sharer/sharer.php?u=${U}`],
  ["x", `https://x.com/intent/post?url=${U}`],
  ["telegram", `https://t.me/share/url?url=${U}`],
  ["email", `mailto:?body=${U}`],
  ["sms", `sms:?&body=${U}`],
  ["bluesky", `https://bsky.app/intent/compose?text=${U}`],
  ["pinterest", `https://www.pinterest.com/pin/create/button/?url=${U}`],
  ["tumblr", `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${U}`],
  ["qzone", `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${U}`],
];

describe("shareUrl", () => {
  it.each(expected)("builds the %s link", (network, url) => {
    expect(shareUrl(network, options)).toBe(url);
  });

  it("covers every network exactly once, about 30 of them (SPEC §9)", () => {
    const names = shareNetworks.map((network) => network.name);
    expect(names.toSorted()).toEqual(expected.map(([name]) => name).toSorted());
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(28);
    expect(names.length).toBeLessThanOrEqual(34);
  });

  it.each(bare)("leaves out empty parameters for %s", (network, url) => {
    expect(shareUrl(network, { url: options.url })).toBe(url);
    expect(shareUrl(network, { url: options.url, title: "  ", description: "", hashtags: [] })).toBe(url);
  });

  it("treats twitter as another name for X", () => {
    expect(shareUrl("twitter", options)).toBe(shareUrl("x", options));
    expect(findShareNetwork("twitter")?.label).toBe("X");
  });

  it("throws the SPEC §8 message for an unknown network", () => {
    expect(() => shareUrl("myspace", options)).toThrow(new Error("Network myspace does not exist"));
    expect(() => shareUrl("", options)).toThrow("Network  does not exist");
    // names are exact: no case folding, nothing inherited from Object.prototype
    expect(() => shareUrl("WhatsApp", options)).toThrow("Network WhatsApp does not exist");
    expect(() => shareUrl("constructor", options)).toThrow("Network constructor does not exist");
    expect(() => shareUrl("__proto__", options)).toThrow("Network __proto__ does not exist");
  });

  it("accepts hashtags as a comma-separated string", () => {
    const fromString = { ...options, hashtags: "Kigali, voiture électrique,#RRA" };
    expect(shareUrl("x", fromString)).toBe(shareUrl("x", options));
    expect(shareUrl("x", fromString)).toContain(`&hashtags=${TAGS}&`);
    expect(shareUrl("tumblr", { url: "https://a.rw/", hashtags: "EV" })).toBe(
      "https://www.tumblr.com/widgets/share/tool?canonicalUrl=https%3A%2F%2Fa.rw%2F&tags=EV",
    );
  });

  it("writes the X via without its @", () => {
    expect(shareUrl("x", { url: "https://a.rw/", twitterUser: "ImodokaRw" })).toBe(
      "https://x.com/intent/post?url=https%3A%2F%2Fa.rw%2F&via=ImodokaRw",
    );
  });

  it("keeps every link free of raw spaces and of unencoded user text", () => {
    for (const { name } of shareNetworks) {
      const url = shareUrl(name, options);
      if (name === "copy") continue;
      expect(url).not.toMatch(/[\s#é🚗«’]/u);
      expect(url).not.toContain("Suzuki:");
    }
  });
});

describe("hashtagList", () => {
  it.each([
    [undefined, []],
    ["", []],
    [" , ,", []],
    ["EV", ["EV"]],
    ["#Kigali,#Kigali, RRA", ["Kigali", "RRA"]],
    [
      ["electric cars", "Prix été"],
      ["ElectricCars", "PrixÉté"],
    ],
    [
      ["C-HR", "road_tax", "4x4"],
      ["CHR", "road_tax", "4x4"],
    ],
    [["#", "&", "🚗"], []],
  ] as const)("cleans %j into %j", (input, tags) => {
    expect(hashtagList(input as string | string[] | undefined)).toEqual(tags);
  });
});

describe("isWebShareUrl", () => {
  it("tells web pages from app links", () => {
    expect(isWebShareUrl(shareUrl("whatsapp", options))).toBe(true);
    expect(isWebShareUrl(shareUrl("email", options))).toBe(false);
    expect(isWebShareUrl(shareUrl("sms", options))).toBe(false);
    expect(isWebShareUrl(shareUrl("viber", options))).toBe(false);
    expect(isWebShareUrl("http://insecure.example/")).toBe(false);
  });
});

describe("sharePopupFeatures", () => {
  it("defaults to 626 by 436 px (SPEC §9)", () => {
    expect(sharePopupFeatures()).toBe("width=626,height=436");
  });

  it("takes another size", () => {
    expect(sharePopupFeatures(800, 600)).toBe("width=800,height=600");
  });

  it("centres the popup in the given area", () => {
    expect(sharePopupFeatures(undefined, undefined, { width: 1366, height: 768 })).toBe(
      "width=626,height=436,left=370,top=166",
    );
    // a browser window on a second screen, at 1920,100
    expect(sharePopupFeatures(626, 436, { width: 1280, height: 800, left: 1920, top: 100 })).toBe(
      "width=626,height=436,left=2247,top=282",
    );
    // odd remainders round to whole pixels
    expect(sharePopupFeatures(625, 435, { width: 1000, height: 700 })).toBe(
      "width=625,height=435,left=188,top=133",
    );
  });

  it("keeps a popup larger than the area at its top-left corner", () => {
    expect(sharePopupFeatures(626, 436, { width: 390, height: 300, left: 10, top: 20 })).toBe(
      "width=626,height=436,left=10,top=20",
    );
  });
});
