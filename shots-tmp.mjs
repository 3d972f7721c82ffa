import { chromium } from "playwright";
const base = "http://127.0.0.1:3900";
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w, h] of [[390, 844], [1366, 768]]) for (const scheme of ["light", "dark"]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p); await page.waitForLoadState("networkidle");
    const name = p.replace(/[^a-z0-9]+/gi, "_").slice(0, 40) || "home";
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: `/tmp/shots/${name}-${w}-${scheme}.png`, fullPage: true });
    console.log(name, w, scheme, "overflow", over);
  }
  await ctx.close();
}
await browser.close();
