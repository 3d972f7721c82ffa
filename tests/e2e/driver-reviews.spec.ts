import type { Page, TestInfo } from "@playwright/test";
import { expect, RESOURCE_400, test, SERVER_FLOW } from "./fixtures";
import { waitForMail } from "./mailbox";
import { createAccount, hydratedElement, newAddress, signIn, signInAsEditor } from "./members";

const LIST = "/auto-guide/driver-reviews";

/** A model no demo review is published for: each project writes about its own, so runs never meet. */
const cars = {
  desktop: { make: "nissan", model: "magnite", name: "Nissan Magnite" },
  mobile: { make: "hyundai", model: "accent", name: "Hyundai Accent" },
} as const;

const carFor = (testInfo: TestInfo) => cars[testInfo.project.name as keyof typeof cars];

/** The model page's path, read from the home page's list of brands and models. */
async function modelPath(page: Page, car: { make: string; model: string }) {
  const html = await (await page.request.get("/")).text();
  const found = new RegExp(`href="(/auto-guide/new-cars/make/${car.make}/model/\\d+-${car.model})"`).exec(
    html,
  );
  expect(found, `a link to the ${car.make} ${car.model} page`).not.toBeNull();
  return found![1]!;
}

/** Taps the `stars`-th star of a rating, as a visitor does (the radio button itself is drawn as a star). */
const star = (page: Page, rating: string, stars: number) =>
  page
    .getByRole("group", { name: rating, exact: true })
    .locator("label")
    .nth(stars - 1)
    .click();

/** The overall stars of each review card on the page ("4 out of 5" → 4). */
const cardStars = async (page: Page) =>
  (
    await page
      .getByRole("main")
      .getByRole("article")
      .getByRole("img", { name: /out of 5$/ })
      .evaluateAll((stars) => stars.map((star) => star.getAttribute("aria-label") ?? ""))
  ).map((label) => Number(label[0]));

test.describe("the driver reviews list", () => {
  test("on a phone, compact cards: two reviews in the first screen, the rest behind Read more", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(!isMobile, "the phone layout");
    await goto(LIST);
    const height = page.viewportSize()!.height;
    const cards = page.getByRole("main").getByRole("article");
    const first = (await cards.nth(0).boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(height);
    // The second card shows at least its rating, car and title.
    expect(second.y).toBeLessThan(height - 80);
    for (const box of [first, second]) expect(box.height).toBeLessThan(height / 2 - 100);
    // Rating, car, title and a three-line excerpt; "Read more" shows the whole text and the criteria.
    const card = cards.first();
    const excerpt = card.locator("p").nth(1);
    const clamped = (await excerpt.boundingBox())!.height;
    expect(clamped).toBeLessThanOrEqual(3 * 24 + 1);
    await expect(card.getByRole("term").first()).toBeHidden();
    await card.getByText("Read more").click();
    await expect(card.getByRole("term").first()).toBeVisible();
    expect((await excerpt.boundingBox())!.height).toBeGreaterThanOrEqual(clamped);
    await expect(card.getByText("Show less")).toBeVisible();
  });

  test("filters by make then model and sorts by rating, all in the URL", async ({ page, goto }) => {
    await goto(LIST);
    await expect(page.getByRole("heading", { level: 1, name: "Driver reviews" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^1\d\d reviews$/ })).toBeVisible();
    const filters = page.getByRole("form", { name: "Filter the reviews" });
    await expect(filters.getByLabel("Model")).toBeDisabled();
    await filters.getByLabel("Make").selectOption({ label: "Toyota" });
    await filters.getByRole("button", { name: "Show reviews" }).click();
    await expect(page).toHaveURL(`${LIST}?make=toyota&sort=date`);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota driver reviews" })).toBeVisible();

    await filters.getByLabel("Model").selectOption({ label: "Hilux" });
    await filters.getByLabel("Sort by").selectOption({ label: "Best rated" });
    await filters.getByRole("button", { name: "Show reviews" }).click();
    await expect(page).toHaveURL(`${LIST}?make=toyota&model=hilux&sort=rating`);
    await expect(page.getByRole("heading", { level: 1, name: "Toyota Hilux driver reviews" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByRole("link", { name: "Toyota Hilux" })).toHaveCount(await cards.count());
    const stars = await cardStars(page);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));

    await page.getByRole("link", { name: "Clear the filters" }).click();
    await expect(page).toHaveURL(LIST);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter form and the page links work", async ({ page, goto }) => {
      await goto(`${LIST}?make=suzuki`);
      const filters = page.getByRole("form", { name: "Filter the reviews" });
      await filters.getByLabel("Model").selectOption({ label: "Swift" });
      await filters.getByRole("button", { name: "Show reviews" }).click();
      await expect(page).toHaveURL(`${LIST}?make=suzuki&model=swift&sort=date`);
      // The address changes as the new document starts to arrive: count its cards once it has all loaded.
      await page.waitForLoadState();
      await expect(
        page.getByRole("heading", { level: 1, name: "Suzuki Swift driver reviews" }),
      ).toBeVisible();
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards.getByRole("link", { name: "Suzuki Swift" })).toHaveCount(await cards.count());
      await goto(LIST);
      await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(`${LIST}?page=2`);
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
    });
  });
});

test.describe("writing a review", () => {
  test.skip(({ isMobile }) => isMobile, SERVER_FLOW);
  test("a new member writes a review, an editor approves it, and the model's average shows it", async ({
    page,
    goto,
    browser,
    allowConsoleErrors,
  }, testInfo) => {
    // A member's whole journey, and an editor's, on a machine shared with other suites.
    test.setTimeout(120_000);
    allowConsoleErrors(RESOURCE_400);
    const car = carFor(testInfo);
    const path = await modelPath(page, car);

    // Signed out, "Write a review" opens the sign-in popup.
    await goto(path);
    const section = page.getByRole("region", { name: "Driver reviews" });
    await expect(
      section.getByText(`No driver has reviewed the ${car.name} yet. Be the first.`),
    ).toBeVisible();
    const write = section.getByRole("link", { name: "Write a review" });
    await hydratedElement(write);
    await write.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");

    const email = newAddress(testInfo, "reviewer");
    await createAccount(page, email, "Claudine Mukamana");
    await signIn(page, email);
    await goto(path);
    await section.getByRole("link", { name: "Write a review" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Review the ${car.name}` })).toBeVisible();

    // Bad input: a message by each field, what was typed kept.
    const form = page.getByRole("main");
    await form.getByLabel("Title").fill("Ok");
    await form.getByLabel("Your review").fill("Too short to help anyone.");
    await star(page, "Comfort", 4);
    await form.getByRole("button", { name: "Send my review" }).click();
    await expect(form.getByRole("alert")).toContainText("The review has a problem");
    await expect(form.getByText("Write a title of at least 5 characters.")).toBeVisible();
    await expect(form.getByText(/Write at least 80 characters/)).toBeVisible();
    await expect(form.getByText("Say how long you have had the car.")).toBeVisible();
    await expect(form.getByText("Choose from 1 to 5 stars.")).toHaveCount(5);
    await expect(form.getByLabel("Title")).toHaveValue("Ok");
    await expect(form.getByRole("group", { name: "Comfort" }).getByLabel("4 stars")).toBeChecked();
    await expect(page.getByRole("main")).toBeVisible();

    // Good input.
    const ratings = {
      "Overall rating": 4,
      Performance: 3,
      "Value for money": 5,
      Reliability: 4,
      "Fuel or energy economy": 5,
    };
    for (const [group, stars] of Object.entries(ratings)) await star(page, group, stars);
    const title = `Easy on the Rebero climb ${testInfo.project.name}`;
    await form.getByLabel("Title").fill(title);
    await form
      .getByLabel("Your review")
      .fill(
        "I drive it from Kicukiro to town every day and to Huye once a month. It climbs well, the fuel bill is low and the dealer's service is quick.",
      );
    await form.getByLabel("How long have you had it?").selectOption({ label: "6 to 12 months" });
    await form.getByRole("button", { name: "Send my review" }).click();
    await expect(
      page.getByRole("status").filter({
        hasText: `Thank you! Your review of the ${car.name} is published after a quick check by our team.`,
      }),
    ).toBeVisible();
    await page.getByRole("link", { name: "See my reviews" }).click();
    await expect(page).toHaveURL("/account/reviews");
    const mine = page.getByRole("main").getByRole("article").filter({ hasText: title });
    await expect(mine.getByText("Waiting for a check")).toBeVisible();

    // The editor approves it from the reviews tab; the author is told by e-mail.
    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await editor.goto("/login");
    await signInAsEditor(editor);
    await editor.goto("/moderation");
    await editor.getByRole("link", { name: /^Driver reviews/ }).click();
    await expect(editor).toHaveURL("/moderation?tab=reviews");
    const queued = editor.getByRole("article").filter({ has: editor.getByRole("heading", { name: title }) });
    await queued.getByRole("button", { name: "Approve" }).click();
    await expect(
      editor
        .getByRole("status")
        .filter({ hasText: `The review of the ${car.name} is approved and published.` }),
    ).toBeVisible();
    await editorContext.close();
    await waitForMail(email, `Your review of the ${car.name} is published`);

    // Published: on the model page with the average, and in the list.
    await goto(path);
    await expect(section.getByText("Based on 1 review")).toBeVisible();
    await expect(section.getByRole("img", { name: "Average rating 4 out of 5" })).toBeVisible();
    await expect(section.getByRole("heading", { name: title })).toBeVisible();
    await expect(section.getByText("Claudine", { exact: true })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { "@graph": { aggregateRating?: unknown }[] };
    expect(jsonLd["@graph"][0]!.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    await section.getByRole("link", { name: `See the review of the ${car.name}` }).click();
    await expect(page).toHaveURL(`${LIST}?make=${car.make}&model=${car.model}`);
    await expect(page.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
    await goto("/account/reviews");
    await expect(
      page.getByRole("main").getByRole("article").filter({ hasText: title }).getByText("Published"),
    ).toBeVisible();
  });
});
