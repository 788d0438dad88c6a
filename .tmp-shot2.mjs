import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto("http://localhost:4301/services/ai-training?register=true");
  await page.waitForSelector("html[data-hydrated]");
  await page.waitForTimeout(400);
  const f = page.getByRole("form", { name: "Register for AI Training" });
  await f.getByRole("radio", { name: "Phone" }).check();
  await f.getByRole("radio", { name: "Group" }).check();
  await f.getByRole("button", { name: "Submit Registration" }).click();
  await page.waitForTimeout(300);
  await f.screenshot({ path: `/tmp/shot-train-err-${width}.png` });
  await page.goto("http://localhost:4301/contact");
  await page.waitForSelector("html[data-hydrated]");
  const c = page.getByRole("form", { name: "Get in Touch" });
  await c.getByLabel("First Name").fill("Lee"); await c.getByLabel("Last Name").fill("P"); await c.getByLabel("Email",{exact:true}).fill("lee@example.com"); await c.getByLabel("Subject").fill("Hi"); await c.getByLabel("Message").fill("Hello");
  await c.getByRole("button", { name: "Send Message" }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-toast-${width}.png` });
  await page.close();
}
await browser.close();
