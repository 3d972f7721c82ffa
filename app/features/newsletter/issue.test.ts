import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import {
  absoluteLinks,
  withLatestNews,
  doneShare,
  issueIntent,
  issueSchema,
  ISSUE_LIMITS,
  SCHEDULE_MAX_DAYS,
  sendMoment,
} from "./issue";
import { newsletterAdminText } from "./text/newsletter-admin";

const t = textFor(newsletterAdminText, "en");
// 28 November 2026, 12:00 UTC = 14:00 in Kigali.
const now = new Date("2026-11-28T12:00:00Z");

describe("sendMoment", () => {
  it("is now when no time is typed", () => {
    expect(sendMoment("", now)).toBe(now);
    expect(sendMoment("   ", now)).toBe(now);
  });

  it("reads the time typed as Kigali time", () => {
    expect(sendMoment("2026-11-29T08:00", now)).toEqual(new Date("2026-11-29T06:00:00Z"));
  });

  it("takes a time within the last minute as now (the time it took to click)", () => {
    expect(sendMoment("2026-11-28T13:59", now)).toBe(now);
  });

  it.each([
    { typed: "2026-11-28T13:58", error: "past" },
    { typed: "2025-01-01T08:00", error: "past" },
    { typed: "tomorrow", error: "sendAt" },
    { typed: "2026-02-30T08:00", error: "sendAt" },
  ])("refuses $typed ($error)", ({ typed, error }) => {
    expect(sendMoment(typed, now)).toEqual({ error });
  });

  it(`accepts up to ${SCHEDULE_MAX_DAYS} days ahead, not more`, () => {
    const last = new Date(now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000);
    const kigali = (moment: Date) => new Date(moment.getTime() + 2 * 3_600_000).toISOString().slice(0, 16);
    expect(sendMoment(kigali(last), now)).toEqual(last);
    expect(sendMoment(kigali(new Date(last.getTime() + 60_000)), now)).toEqual({ error: "far" });
  });
});

describe("issueSchema", () => {
  const schema = issueSchema(t);
  const valid = { subject: "  Five new EVs  ", bodyMarkdown: "## Hello\n", sendAt: "", updatedAt: "" };

  it("trims the subject and the text", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, subject: "Five new EVs", bodyMarkdown: "## Hello" });
  });

  it.each([
    { field: "subject", value: " ", message: "Please enter a subject" },
    { field: "bodyMarkdown", value: "\n", message: "Please write the newsletter's text" },
    { field: "subject", value: "x".repeat(ISSUE_LIMITS.subject + 1), message: "At most 150 characters" },
    {
      field: "bodyMarkdown",
      value: "x".repeat(ISSUE_LIMITS.bodyMarkdown + 1),
      message: "At most 20000 characters",
    },
    { field: "sendAt", value: "next week", message: "Enter a date and time, e.g. 2026-12-01T08:00" },
  ])("refuses $field = $value.length characters with its message", ({ field, value, message }) => {
    const result = schema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([[field, message]]);
  });
});

describe("issueIntent", () => {
  it("knows the form's buttons and nothing else", () => {
    expect(issueIntent("schedule")).toBe("schedule");
    expect(issueIntent("unschedule")).toBe("unschedule");
    expect(issueIntent("delete")).toBeUndefined();
    expect(issueIntent(null)).toBeUndefined();
  });
});

describe("doneShare", () => {
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
  it("counts sent, failed and skipped as done, in whole percent rounded down", () => {
    expect(doneShare({ ...counts, pending: 2, sending: 1, sent: 5, failed: 1, skipped: 1 })).toBe(70);
    expect(doneShare({ ...counts, pending: 1, sent: 2 })).toBe(66);
    expect(doneShare({ ...counts, sent: 3 })).toBe(100);
  });
  it("is 100 with no recipient", () => {
    expect(doneShare(counts)).toBe(100);
  });
});

describe("absoluteLinks", () => {
  const site = "https://imodoka.rw";
  it("writes out links to the site's pages, inline and as references", () => {
    expect(
      absoluteLinks(
        "See [EVs](/auto-guide/new-cars/electric) and [tax][t].\n\n[t]: /practical-guide/road-tax",
        site,
      ),
    ).toBe(
      "See [EVs](https://imodoka.rw/auto-guide/new-cars/electric) and [tax][t].\n\n[t]: https://imodoka.rw/practical-guide/road-tax",
    );
  });
  it("leaves other sites' links, protocol-relative ones and plain text alone", () => {
    const text = "[RRA](https://rra.gov.rw) [x](//cdn.example/a) 1/2 of (/not a link)";
    expect(absoluteLinks(text, site)).toBe(text);
  });
});

describe("withLatestNews", () => {
  const articles = [
    {
      title: "RAV4 [2026] arrives",
      excerpt: "  New hybrid\nfrom 48M RWF. ",
      path: "/auto-news/new-models/1-rav4",
    },
    { title: "Road tax", excerpt: "What changes.", path: "/auto-news/taxes/2-road-tax" },
  ];

  it("adds the articles under a heading after the text, one linked line each", () => {
    expect(withLatestNews("Hello readers.\n\n", "Latest news", articles)).toBe(
      "Hello readers.\n\n## Latest news\n\n" +
        "- [RAV4 \\[2026\\] arrives](/auto-news/new-models/1-rav4): New hybrid from 48M RWF.\n" +
        "- [Road tax](/auto-news/taxes/2-road-tax): What changes.",
    );
  });

  it("starts with the heading when the text is empty", () => {
    expect(withLatestNews("  ", "Latest news", articles.slice(1))).toBe(
      "## Latest news\n\n- [Road tax](/auto-news/taxes/2-road-tax): What changes.",
    );
  });
});
