import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";
import { createAccount, newAddress, PASSWORD, signIn } from "./members";

/** Photos made by the test, so the suite needs no binary files. */
export const photo = async (name: string, colour: string, format: "jpeg" | "png" = "jpeg") => {
  const image = sharp({ create: { width: 2400, height: 1600, channels: 3, background: colour } });
  return {
    name,
    mimeType: `image/${format}`,
    buffer: await (format === "jpeg" ? image.jpeg() : image.png()).toBuffer(),
  };
};

const main = (page: Page) => page.getByRole("main");
export const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
export const save = (page: Page) => main(page).getByRole("button", { name: "Save and continue" }).click();
export const step = (name: string) => new RegExp(`/poster-une-annonce/\\d+/${name}$`);

/** A new member, signed in, on the form's first page; returns their address. */
export async function newSeller(
  page: Page,
  tag: string,
  testInfo: Parameters<typeof newAddress>[0],
  name?: string,
): Promise<string> {
  const email = newAddress(testInfo, tag);
  await createAccount(page, email, name);
  await page.goto("/poster-une-annonce");
  await expect(page).toHaveURL("/login?redirectTo=%2Fposter-une-annonce");
  await signIn(page, email, PASSWORD, "/poster-une-annonce");
  return email;
}

/**
 * A new member's listing with its car and details saved, on the photos step; `waitForHydration` (the
 * test's fixture) runs once the form's first page is there, before any field is filled.
 */
export async function draftAtPhotos(
  page: Page,
  tag: string,
  testInfo: Parameters<typeof newAddress>[0],
  waitForHydration: () => Promise<void>,
): Promise<void> {
  await newSeller(page, tag, testInfo);
  await waitForHydration();
  await fillCar(page);
  await save(page);
  await fillDetails(page);
  await save(page);
  await expect(page).toHaveURL(step("photos"));
}

export async function fillCar(page: Page) {
  await field(page, "Make").selectOption({ label: "Toyota" });
  await field(page, "Model").fill("RAV4");
  await field(page, "Year of manufacture").selectOption("2016");
  await field(page, "SUV").check();
  await field(page, "Hybrid").check();
  await field(page, "Automatic").check();
}

export async function fillDetails(page: Page) {
  await field(page, "Mileage (km)").fill("85.000");
  await field(page, "Colour").selectOption("Silver");
  await field(page, "Engine size (cc) (optional)").fill("2500");
  await field(page, "Condition").selectOption({ label: "Excellent" });
  await field(page, "Locally used (registered in Rwanda)").check();
  await field(page, "Listing title").fill("One owner, full Toyota service history");
  await field(page, "Description").fill(
    "Bought new at Toyota Rwanda in Kigali. Serviced every 10.000 km, new tyres in March.",
  );
}

export async function fillPrice(page: Page, place = { district: "Musanze", sector: "Muhoza" }) {
  await field(page, "Price (RWF)").fill("24.500.000");
  await field(page, "The price is negotiable").check();
  await field(page, "District").selectOption(place.district);
  await field(page, "Sector").selectOption(place.sector);
  await field(page, "Phone number").fill("0788 123 456");
  await field(page, "A private seller").check();
}
