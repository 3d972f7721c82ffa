import { expect, RESOURCE_400, test, SERVER_FLOW } from "./fixtures";
import { linkIn, waitForMail } from "./mailbox";
import {
  approveAsEditor,
  createAccount,
  hydratedElement,
  saveThisSearch,
  keepWithHeart,
  newAddress,
  queued,
  signIn,
  signInAsEditor,
} from "./members";

/**
 * The demo seed's pending listings (db/seed/used-listings.ts) these server flows handle, one per test, at
 * desktop size only. `seller` is the demo seller's address.
 */
const pending = {
  approve: "Suzuki Swift 2019",
  decline: { car: "Honda Fit 2012", seller: "seller-3@demo.imodoka.rw" },
  alert: { car: "Subaru Forester 2016", search: "make=subaru&model=forester", label: "Subaru Forester" },
} as const;

test.describe("moderation (editors)", () => {
  test.skip(({ isMobile }) => isMobile, SERVER_FLOW);
  test("an editor approves a pending listing and it is in the search", async ({ page, goto }) => {
    const car = pending.approve;
    await goto("/login");
    await signInAsEditor(page);
    await goto("/account");
    await page.getByRole("link", { name: "Moderation queue" }).click();
    await expect(page).toHaveURL("/moderation");
    await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
    const item = queued(page, car);
    await expect(item.getByRole("link", { name: /^\+2507/ })).toBeVisible();
    await item.getByRole("button", { name: "Approve" }).click();
    await expect(
      page.getByRole("status").filter({
        hasText: `${car} is approved and on the market. The seller has been told by e-mail.`,
      }),
    ).toBeVisible();
    await expect(queued(page, car)).toHaveCount(0);

    const [make, model, year] = car.split(" ");
    await goto(`/marche-doccasion/rechercher?make=${make!.toLowerCase()}&model=${model!.toLowerCase()}`);
    const card = page
      .getByRole("main")
      .getByRole("article")
      .filter({ hasText: `${year} · ` })
      .filter({ hasText: "9.800.000 RWF" });
    await expect(card).toHaveCount(1);
    await card.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: car })).toBeVisible();
  });

  test("an editor declines a listing with a reason and the seller's mail carries it", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    const { car, seller } = pending.decline;
    allowConsoleErrors(RESOURCE_400);
    await goto("/login");
    await signInAsEditor(page);
    await goto("/moderation");
    const item = queued(page, car);
    await item.getByText("Decline with a reason").click();
    await item.getByLabel("Message to the seller").fill("Please add photos of the inside.");
    await item.getByRole("button", { name: "Decline", exact: true }).click();
    // No reason chosen: the form says so next to the field and keeps the words typed.
    await expect(item.getByText("Choose a reason.")).toBeVisible();
    await expect(item.getByLabel("Message to the seller")).toHaveValue("Please add photos of the inside.");

    await item
      .getByLabel("Reason")
      .selectOption({ label: "The photos are missing, unclear, or not of this car" });
    await item.getByRole("button", { name: "Decline", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: `${car} is declined.` })).toBeVisible();

    const mail = await waitForMail(seller, `Your listing needs changes: ${car}`);
    expect(mail.text).toContain(
      "Reason: The photos are missing, unclear, or not of this car. Please add photos of the inside.",
    );
    expect(mail.text).toContain("/account/listings");
  });
});

test.describe("reports", () => {
  test.skip(({ isMobile }) => isMobile, SERVER_FLOW);
  test("a visitor reports a listing without an account; the editors see it", async ({
    page,
    goto,
  }, testInfo) => {
    const details = `Asked for a deposit by mobile money (${testInfo.project.name} ${Date.now()})`;
    await goto("/marche-doccasion/rechercher?sort=price-desc");
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Key facts" })).toBeVisible();
    const car = (await page.getByRole("heading", { level: 1 }).textContent())!;
    const form = page.locator("#report");
    await form.getByText("Report this listing").click();
    await hydratedElement(form.getByRole("button", { name: "Send the report" }));
    await form.getByLabel("What is wrong?").selectOption({ label: "It looks like a scam" });
    await form.getByLabel("Details (optional)").fill(details);
    await form.getByRole("button", { name: "Send the report" }).click();
    await expect(
      form.getByText("Thank you. Your report has reached our team, who will check this listing."),
    ).toBeVisible();

    await goto("/login");
    await signInAsEditor(page);
    await goto("/moderation?tab=reports");
    const report = page.getByRole("main").getByRole("article").filter({ hasText: details });
    await expect(report.getByRole("heading", { name: car })).toBeVisible();
    await expect(report).toContainText("It looks like a scam");
    await expect(report).toContainText("By a visitor who was not signed in");
  });

  test("the safety tips are one tap from the market and the listing page", async ({ page, goto }) => {
    await goto("/marche-doccasion");
    await page.getByRole("link", { name: "How to buy a used car safely" }).click();
    await expect(page).toHaveURL("/marche-doccasion/safety-tips");
    await expect(
      page.getByRole("heading", { level: 1, name: "How to buy a used car safely in Rwanda" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Never pay a deposit to hold a car" })).toBeVisible();
    await expect(page.getByText("Rwanda Investigation Bureau (RIB)")).toBeVisible();
  });
});

test.describe("reports without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the report form is a plain form that works without JavaScript", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, "one screen size is enough for the plain form");
    await goto("/marche-doccasion/rechercher?sort=mileage");
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    const form = page.locator("#report");
    await form.getByText("Report this listing").click();
    await form.getByLabel("What is wrong?").selectOption({ label: "The car is already sold" });
    await form.getByRole("button", { name: "Send the report" }).click();
    await expect(page.getByText("Thank you. Your report has reached our team")).toBeVisible();
  });
});

test.describe("favourites and saved searches (members)", () => {
  test("a visitor's heart opens the sign-in popup", async ({ page, goto }) => {
    await goto("/marche-doccasion/rechercher");
    const heart = page
      .getByRole("main")
      .getByRole("article")
      .first()
      .getByRole("button", { name: /^Add .* to favourites$/ });
    await hydratedElement(heart);
    await heart.click();
    await expect(page.getByRole("dialog", { name: "Member account" })).toBeVisible();
  });

  test("a new member keeps a car with the heart and finds it on the favourites page", async ({
    page,
    goto,
  }, testInfo) => {
    const email = newAddress(testInfo, "heart");
    await createAccount(page, email);
    await signIn(page, email);
    // The results come with a client navigation (the sort): their hearts work as the document's do.
    await goto("/marche-doccasion/rechercher");
    await page.getByLabel("Sort by").selectOption({ label: "Newest year" });
    await expect(page).toHaveURL("/marche-doccasion/rechercher?sort=year");
    // The sorted results are in once their hearts come back to the sorted search without JavaScript.
    await expect(page.locator('main form[data-heart] input[name="redirectTo"]').first()).toHaveValue(
      "/marche-doccasion/rechercher?sort=year",
    );
    const card = page.getByRole("main").getByRole("article").first();
    const heading = (await card.getByRole("heading").textContent())!;
    const heart = card.getByRole("button", { name: `Add ${heading} to favourites` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await keepWithHeart(page, heart);
    // Tapped again, it lets the car go, then keeps it once more: each tap asks for the other state.
    const sent = (on: "0" | "1") =>
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname.startsWith("/account/favourites") &&
          new URLSearchParams(response.request().postData() ?? "").get("favourite") === on,
      );
    const dropped = sent("0");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    expect((await dropped).ok()).toBe(true);
    await keepWithHeart(page, heart);
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await goto("/account");
    await page.getByRole("link", { name: "My favourites" }).click();
    await expect(page).toHaveURL("/account/favourites");
    await expect(page.getByRole("heading", { level: 1, name: "My favourites" })).toBeVisible();
    const kept = page.getByRole("main").getByRole("article");
    await expect(kept).toHaveCount(1);
    await expect(kept.getByRole("heading", { name: heading })).toBeVisible();
    await page.getByRole("button", { name: `Remove ${heading} from my favourites` }).click();
    await expect(page.getByRole("heading", { name: "No favourite yet" })).toBeVisible();
  });

  test("a member saves a search and the alert mail arrives when a matching listing is approved", async ({
    page,
    goto,
    browser,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, SERVER_FLOW);
    test.setTimeout(90_000);
    const { car, search, label } = pending.alert;
    const email = newAddress(testInfo, "alert");
    await createAccount(page, email);
    await signIn(page, email);
    await goto(`/marche-doccasion/rechercher?${search}`);
    await saveThisSearch(page);

    await goto("/account/saved-searches");
    const saved = page.getByRole("main").getByRole("listitem").filter({ hasText: label });
    await expect(saved).toContainText("E-mail alerts on");

    await approveAsEditor(browser, car);
    const mail = await waitForMail(email, `A new car for your search: ${label}`);
    expect(mail.text).toContain(`${car.split(" ").slice(0, 2).join(" ")} – `);
    expect(mail.headers["list-unsubscribe"]).toMatch(/\/saved-searches\/unsubscribe\//);
    const listing = linkIn(mail, "/marche-doccasion/annonce/");
    await goto(listing);
    await expect(page.getByRole("heading", { level: 1, name: car })).toBeVisible();

    // The mail's link stops the alerts without signing in.
    await page.getByRole("button", { name: "Log out" }).click();
    await goto(linkIn(mail, "/saved-searches/unsubscribe/"));
    await page.getByRole("button", { name: "Stop the alerts" }).click();
    await expect(page.getByText(`Alerts are off for “${label}”.`)).toBeVisible();
  });
});
