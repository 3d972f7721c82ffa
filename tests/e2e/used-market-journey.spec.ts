import { expect, test } from "./fixtures";
import { fillCar, fillDetails, fillPrice, newSeller, photo, save, step } from "./listing-form";
import { linkIn, waitForMail } from "./mailbox";
import {
  approveAsEditor,
  createAccount,
  hydratedElement,
  saveThisSearch,
  keepWithHeart,
  newAddress,
  signIn,
} from "./members";

/** Each project's car is in its own district, so neither buyer's saved search matches the other's car. */
const runs = {
  desktop: { place: { district: "Musanze", sector: "Muhoza" }, seller: "Claudine Uwimana" },
  mobile: { place: { district: "Huye", sector: "Ngoma" }, seller: "Olivier Mugisha" },
} as const;

const CAR = "Toyota RAV4 2016";

test("a new seller's car goes through moderation to a buyer's saved search, the search, the photos, a call and a heart", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { place, seller } = runs[testInfo.project.name as keyof typeof runs];
  const search = `/marche-doccasion/rechercher?make=toyota&model=rav4&district=${place.district}`;

  // A buyer, in a browser of their own, saves the search before the car is posted.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const buyerEmail = newAddress(testInfo, "buyer");
  await createAccount(buyer, buyerEmail, "Eric Niyonzima");
  await signIn(buyer, buyerEmail);
  await buyer.goto(search);
  await saveThisSearch(buyer);
  await buyer.goto("/account/saved-searches");
  const label = (await buyer
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading")
    .textContent())!.trim();
  expect(label).toContain(place.district);

  // A new member posts the car, with a photo, and sends it for review.
  const sellerEmail = await newSeller(page, "journey", testInfo, seller);
  await fillCar(page);
  await save(page);
  await expect(page).toHaveURL(step("details"));
  await fillDetails(page);
  await save(page);
  await expect(page).toHaveURL(step("photos"));
  await page
    .getByRole("main")
    .getByLabel(/Choose photos/)
    .setInputFiles([await photo("front.jpg", "#2f5d46"), await photo("side.png", "#b88a4a", "png")]);
  await expect(page.getByRole("main").getByText("2 photos added.")).toBeVisible({ timeout: 20_000 });
  await save(page);
  await expect(page).toHaveURL(step("price"));
  await fillPrice(page, place);
  await save(page);
  await expect(page).toHaveURL(step("review"));
  await page.getByRole("main").getByRole("button", { name: "Send for review" }).click();
  await expect(page).toHaveURL(step("sent"));
  // Pending: not in the search yet.
  await buyer.goto(search);
  await expect(
    buyer.getByRole("main").getByRole("article").filter({ hasText: "24.500.000 RWF" }),
  ).toHaveCount(0);

  // An editor approves it; the seller is told, and the buyer's alert arrives.
  await approveAsEditor(browser, CAR, seller);
  await waitForMail(sellerEmail, `Your listing is online: ${CAR}`);
  const alert = await waitForMail(buyerEmail, `A new car for your search: ${label}`);
  expect(alert.text).toContain("24.500.000 RWF");

  // The buyer finds it with the filters, opens it, calls and keeps it.
  await buyer.goto(search);
  const card = buyer.getByRole("main").getByRole("article").filter({ hasText: "24.500.000 RWF" });
  await expect(card).toHaveCount(1);
  await card.getByRole("link").first().click();
  await expect(buyer).toHaveURL(linkIn(alert, "/marche-doccasion/annonce/"));
  await expect(buyer.getByRole("heading", { level: 1, name: CAR })).toBeVisible();
  // The photos open full screen; the arrow keys move between them and Escape closes.
  const open = buyer.getByRole("button", { name: "Open photo 1 full screen" });
  await hydratedElement(open);
  await open.click();
  await expect(buyer.getByRole("dialog", { name: `Photo 1 of 2: ${CAR}` })).toBeVisible();
  await buyer.keyboard.press("ArrowRight");
  await expect(buyer.getByRole("dialog", { name: `Photo 2 of 2: ${CAR}` })).toBeVisible();
  await buyer.keyboard.press("ArrowRight");
  await expect(buyer.getByRole("dialog", { name: `Photo 1 of 2: ${CAR}` })).toBeVisible();
  await buyer.keyboard.press("Escape");
  await expect(buyer.getByRole("dialog")).toHaveCount(0);
  const sellerCard = buyer.getByRole("complementary", { name: "Seller" });
  await expect(sellerCard.getByText(seller)).toBeVisible();
  // The number is on the button itself: one tap calls.
  await expect(sellerCard.getByRole("link", { name: "Call +250788123456" })).toHaveAttribute(
    "href",
    "tel:+250788123456",
  );
  const heart = buyer.getByRole("button", { name: `Add ${CAR} to favourites` });
  await keepWithHeart(buyer, heart);
  await buyer.goto("/account/favourites");
  await expect(
    buyer.getByRole("main").getByRole("article").filter({ hasText: "24.500.000 RWF" }),
  ).toHaveCount(1);
  await buyerContext.close();
});
