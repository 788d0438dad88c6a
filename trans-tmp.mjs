import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const full = await (await fetch("http://127.0.0.1:4590/")).text();
const css = full.match(/<link rel="stylesheet"[^>]*>/)[0];
const hero = full.match(/<div class="@container w-full">[\s\S]*?<\/a><\/div><\/div>/)[0];
const mods = {
  heroOnly: `<!doctype html><html><head>${css}</head><body><main class="bg-slate-900">${hero}</main></body></html>`,
  heroScript: `<!doctype html><html><head>${css}</head><body><main class="bg-slate-900">${hero}</main><script type="module">1</script></body></html>`,
  bodyNoScripts: full.replace(/<script[\s\S]*?<\/script>/g, ""),
};
for (const [name, html] of Object.entries(mods)) {
  let seen = 0;
  for (let i = 0; i < 20; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.route("http://127.0.0.1:4590/", (r) => r.fulfill({ contentType: "text/html", body: html }));
    await page.addInitScript(() => { window.__t = []; document.addEventListener("transitionrun", (e) => window.__t.push(e.propertyName), true); });
    await page.goto("http://127.0.0.1:4590/");
    await page.waitForTimeout(300);
    if ((await page.evaluate(() => window.__t)).length) seen++;
    await page.close();
  }
  console.log(name, seen, "/ 20");
}
await browser.close();
