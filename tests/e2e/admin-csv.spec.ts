import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { expect, RESOURCE_400, test } from "./fixtures";
import { signInAsEditor } from "./members";

const main = (page: Page) => page.getByRole("main");
const VERSION = "2.4 GD Single Cab 4x4 MT";

/** Uploads a CSV file on the import page and asks for its check. */
async function check(page: Page, name: string, content: string | Buffer) {
  const form = main(page);
  await form
    .getByLabel("CSV file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content) });
  await form.getByRole("button", { name: "Check the file" }).click();
}

test.describe("the versions' CSV import and export (editors)", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: the back office is the same on a phone");

  test("an editor exports versions, changes a price in the file, checks it, applies it, and the version page shows the new price and its history", async ({
    page,
    goto,
    allowConsoleErrors,
  }) => {
    // The refused file answers 400, as it should.
    allowConsoleErrors(RESOURCE_400);
    await goto("/login");
    await signInAsEditor(page);
    await goto(`/admin/versions?q=${encodeURIComponent(VERSION)}`);

    // Export what the list shows.
    const downloading = page.waitForEvent("download");
    await main(page).getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^versions-\d{4}-\d{2}-\d{2}\.csv$/);
    const original = await readFile((await download.path())!, "utf8");
    expect(original.startsWith("\uFEFFversion_id,")).toBe(true);
    const [header, ...rows] = parse(original, { bom: true }) as string[][];
    const column = (name: string) => header!.indexOf(name);
    const hilux = rows.find(
      (row) => row[column("model_slug")] === "hilux" && row[column("name")] === VERSION,
    )!;
    const before = Number(hilux[column("price_rwf")]);
    // A price as staff type it in a spreadsheet, with the site's thousands dots.
    const after = before + 1_250_000;
    const typed = after.toLocaleString("de-DE");
    hilux[column("price_rwf")] = typed;
    const edited = stringify([header!, hilux]);

    // A file that is not CSV is refused beside the field.
    await main(page).getByRole("link", { name: "Import CSV" }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Import versions from a CSV file");
    await check(page, "versions.xlsx", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00]));
    await expect(main(page).getByText(/^This is not a CSV text file/)).toBeVisible();
    await expect(main(page).getByLabel("CSV file")).toHaveAttribute("aria-invalid", "true");

    // The dry run shows the one change, old → new.
    await check(page, "versions.csv", edited);
    await expect(page).toHaveURL(/\/admin\/versions\/import\/[0-9a-f-]{36}$/);
    await expect(main(page).getByText("1 to change")).toBeVisible();
    await expect(main(page).getByText("0 errors")).toBeVisible();
    const changed = main(page).getByRole("region", { name: "To change" });
    await expect(changed).toContainText(`Toyota Hilux ${VERSION}`);
    await expect(changed.getByRole("definition")).toHaveText(`${before} → ${after}`);
    await expect(changed.getByRole("term")).toHaveText("price (RWF):");

    await main(page)
      .getByRole("button", { name: /^Apply these changes/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "0 added, 1 changed." })).toBeVisible();

    // The public page shows the new price and the change in its price history.
    await changed.getByRole("link", { name: `Toyota Hilux ${VERSION}` }).click();
    await expect(main(page).getByLabel("Price (RWF)")).toHaveValue(String(after));
    await main(page).getByRole("link", { name: "See the public page" }).click();
    await expect(main(page).getByText(`${typed} RWF`).first()).toBeVisible();
    await expect(
      main(page).getByRole("region", { name: "Price history" }).getByRole("listitem").first(),
    ).toContainText(`→ ${typed} RWF`);

    // The exported file, imported again, puts the demo price back (so other runs read the seed's).
    await goto("/admin/versions/import");
    await check(page, "original.csv", original);
    await expect(main(page).getByText("1 to change")).toBeVisible();
    await main(page)
      .getByRole("button", { name: /^Apply these changes/ })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "0 added, 1 changed." })).toBeVisible();
  });
});
