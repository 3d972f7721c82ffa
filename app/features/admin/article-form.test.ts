import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import {
  articleSlug,
  articleStatus,
  articleTiming,
  kigaliDay,
  kigaliTimeInput,
  parseKigaliTime,
} from "./article-form";
import { guideSchema, parseSources, sourcesText } from "./guide-form";
import { newsSchema } from "./news-form";
import { adminText } from "./text/admin";
import { refusals, refusedFields } from "./form-rules.fixtures";

const t = textFor(adminText, "en");
const now = new Date("2026-11-27T10:00:00.000Z"); // 12:00 in Kigali

describe("Kigali time", () => {
  it("reads a datetime-local value or a day and an hour with a space as Kigali time (UTC+2)", () => {
    expect(parseKigaliTime("2026-11-27T14:30")?.toISOString()).toBe("2026-11-27T12:30:00.000Z");
    expect(parseKigaliTime("2026-11-27 14:30")?.toISOString()).toBe("2026-11-27T12:30:00.000Z");
    expect(parseKigaliTime(" 2026-11-27T14:30:15 ")?.toISOString()).toBe("2026-11-27T12:30:15.000Z");
    // Just after midnight in Kigali is still the day before in UTC.
    expect(parseKigaliTime("2027-01-01T01:00")?.toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("refuses what is not a real day and time", () => {
    for (const value of [
      "",
      "tomorrow",
      "2026-11-27",
      "27/11/2026 14:30",
      "2026-13-01T10:00",
      "2026-02-30T10:00",
      "2026-11-27T24:00",
      "2026-11-27T10:60",
      "2026-11-27T10:00:61",
      "2026-11-27T10:00Z",
      "2026-11-27T10:00+02:00",
    ])
      expect(parseKigaliTime(value), value).toBeUndefined();
    expect(parseKigaliTime("2028-02-29T08:00")).toBeDefined();
  });

  it("shows a moment in Kigali time, as a datetime-local field reads it, and back", () => {
    expect(kigaliTimeInput(new Date("2026-11-27T12:30:45.123Z"))).toBe("2026-11-27T14:30");
    expect(kigaliTimeInput(new Date("2026-12-31T22:15:00Z"))).toBe("2027-01-01T00:15");
    expect(kigaliDay(new Date("2026-12-31T22:15:00Z"))).toBe("2027-01-01");
    const at = new Date("2026-06-01T05:07:00Z");
    expect(parseKigaliTime(kigaliTimeInput(at))?.getTime()).toBe(at.getTime());
  });
});

describe("an article's status", () => {
  it("is a draft when not published, scheduled before its time, published from its time", () => {
    expect(articleStatus(false, new Date("2020-01-01"), now)).toBe("draft");
    expect(articleStatus(false, new Date("2030-01-01"), now)).toBe("draft");
    expect(articleStatus(true, new Date(now.getTime() + 1), now)).toBe("scheduled");
    expect(articleStatus(true, now, now)).toBe("published");
    expect(articleStatus(true, new Date("2020-01-01"), now)).toBe("published");
  });

  it("turns a status and a typed time into published and its moment", () => {
    expect(articleTiming("draft", "", now)).toEqual({ published: false, publishedAt: now });
    expect(articleTiming("draft", "2026-12-01T09:00", now)).toEqual({
      published: false,
      publishedAt: new Date("2026-12-01T07:00:00Z"),
    });
    expect(articleTiming("scheduled", "2026-11-27T12:01", now)).toEqual({
      published: true,
      publishedAt: new Date("2026-11-27T10:01:00Z"),
    });
    expect(articleTiming("scheduled", "", now)).toEqual({ error: "future" });
    expect(articleTiming("scheduled", "2026-11-27T12:00", now)).toEqual({ error: "future" });
    expect(articleTiming("published", "", now)).toEqual({ published: true, publishedAt: now });
    expect(articleTiming("published", "2026-01-05T08:00", now)).toEqual({
      published: true,
      publishedAt: new Date("2026-01-05T06:00:00Z"),
    });
    expect(articleTiming("published", "2026-11-27T12:30", now)).toEqual({ error: "past" });
    expect(articleTiming("draft", "soon", now)).toEqual({ error: "publishAt" });
  });
});

describe("an article's address", () => {
  it("is made from the title: lower case, accents dropped, at most 120 characters, no trailing hyphen", () => {
    expect(articleSlug("Kigali's new EV chargers: 120 kW!")).toBe("kigalis-new-ev-chargers-120-kw");
    expect(articleSlug("Citroën ë-C3 arrive à Kigali")).toBe("citroen-e-c3-arrive-a-kigali");
    const long = articleSlug(`${"a".repeat(119)} bcd`);
    expect(long).toBe("a".repeat(119));
    expect(articleSlug("!!!")).toBe("");
  });
});

const newsForm = (values: Record<string, string> = {}) => ({
  title: "Fuel prices fall",
  slug: "",
  categoryId: "2",
  alsoCategoryId: "",
  authorName: "Eric",
  excerpt: "Down 40 RWF a litre.",
  bodyMarkdown: "Text",
  status: "draft",
  publishAt: "",
  updatedAt: "",
  ...values,
});

describe("the news form", () => {
  it("reads a valid form: a slug from the title, no second category, a draft now", () => {
    const parsed = newsSchema(t, now).parse(newsForm());
    expect(parsed).toEqual({
      title: "Fuel prices fall",
      slug: "fuel-prices-fall",
      categoryId: 2,
      alsoCategoryId: null,
      authorName: "Eric",
      excerpt: "Down 40 RWF a litre.",
      bodyMarkdown: "Text",
      published: false,
      publishedAt: now,
      updatedAt: "",
    });
  });

  it("words each refusal beside its field", () => {
    const result = newsSchema(t, now).safeParse(
      newsForm({
        title: " ",
        slug: "Not A Slug",
        categoryId: "",
        alsoCategoryId: "2",
        authorName: "x".repeat(81),
        status: "live",
      }),
    );
    expect(refusals(result)).toMatchObject({
      title: "Give the article's title.",
      slug: "Use lower-case letters a–z, digits and single hyphens.",
      categoryId: "Choose one of the categories.",
      authorName: "At most 80 characters.",
      status: "Choose one of the list.",
    });
    const same = newsSchema(t, now).safeParse(newsForm({ alsoCategoryId: "2" }));
    expect(same.error!.issues[0]).toMatchObject({
      path: ["alsoCategoryId"],
      message: "Choose another category than the main one, or none.",
    });
    const huge = newsSchema(t, now).safeParse(newsForm({ categoryId: "99999999999" }));
    expect(huge.error!.issues[0]!.path).toEqual(["categoryId"]);
  });

  it("refuses a time to schedule that is gone, or a malformed one, beside the time", () => {
    for (const [publishAt, message] of [
      ["2026-11-27T11:00", "To schedule the article, give a time still to come."],
      ["2026-11-31T11:00", "Write the time as a day and an hour, for example 2026-12-01 09:30."],
    ] as const) {
      const result = newsSchema(t, now).safeParse(newsForm({ status: "scheduled", publishAt }));
      expect(result.error!.issues[0]).toMatchObject({ path: ["publishAt"], message });
    }
  });
});

describe("a guide article's sources", () => {
  it("are read one a line, a name and maybe an address after a bar, and shown the same way", () => {
    const text =
      "Rwanda Revenue Authority | https://www.rra.gov.rw\n\n  Irembo  \nRNP|http://police.gov.rw/a|b";
    expect(parseSources(text)).toBeUndefined();
    const sources = parseSources("Rwanda Revenue Authority | https://www.rra.gov.rw\n\n  Irembo  ");
    expect(sources).toEqual([
      { name: "Rwanda Revenue Authority", url: "https://www.rra.gov.rw" },
      { name: "Irembo" },
    ]);
    expect(parseSources(sourcesText(sources!))).toEqual(sources);
  });

  it("refuses an address that is not a web one, a line with no name, and more than 12", () => {
    expect(parseSources("RRA | javascript:alert(1)")).toBeUndefined();
    expect(parseSources("RRA | www.rra.gov.rw")).toBeUndefined();
    expect(parseSources(" | https://www.rra.gov.rw")).toBeUndefined();
    expect(parseSources(Array.from({ length: 13 }, (_, i) => `Source ${i}`).join("\n"))).toBeUndefined();
    expect(parseSources("")).toEqual([]);
  });

  it("are required in the guide form, with a real recorded-on day", () => {
    const result = guideSchema(t, now).safeParse({
      title: "Road tax",
      slug: "",
      sectionId: "1",
      excerpt: "How much",
      bodyMarkdown: "Text",
      sources: "",
      recordedOn: "2026-02-30",
      status: "published",
      publishAt: "",
      updatedAt: "",
    });
    expect(refusedFields(result).sort()).toEqual(["recordedOn", "sources"]);
  });
});
