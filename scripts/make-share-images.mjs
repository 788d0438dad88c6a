// Draws the share card (public/og-image.jpg, 1200x630) and the touch icon
// (public/apple-touch-icon.png, 180x180) with Debian's Chromium. Run after changing the brand.
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const mark = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const companySource = readFileSync(new URL("../app/content/company.ts", import.meta.url), "utf8");
const name = /name: "([^"]+)"/.exec(companySource)?.[1] ?? "";
const tagline = /tagline: "([^"]+)"/.exec(companySource)?.[1] ?? "";

const card = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;background:#0b1120;font-family:system-ui,sans-serif;color:#fff;position:relative;overflow:hidden">
<div style="position:absolute;inset:0;background:radial-gradient(circle at 15% 10%,rgba(79,70,229,.55),transparent 55%),radial-gradient(circle at 90% 95%,rgba(6,182,212,.35),transparent 50%)"></div>
<div style="position:absolute;inset:0;background-image:linear-gradient(rgba(255,255,255,.05) 1px,transparent 1px),linear-gradient(90deg,rgba(255,255,255,.05) 1px,transparent 1px);background-size:48px 48px"></div>
<div style="position:relative;padding:90px 96px">
<div style="display:flex;align-items:center;gap:24px"><div style="width:96px;height:96px">${mark.replace("<svg", '<svg width="96" height="96"')}</div>
<div style="font-size:52px;font-weight:800;letter-spacing:-1px">${name}</div></div>
<div style="margin-top:56px;font-size:60px;font-weight:800;line-height:1.1;max-width:960px">${tagline}</div>
<div style="margin-top:36px;font-size:30px;color:#a5f3fc">AI chatbots · RAG Q&amp;A systems · AWS AI training · Concord, NC</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card);
await page.screenshot({ path: "public/og-image.jpg", type: "jpeg", quality: 85 });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(`<body style="margin:0">${mark.replace("<svg", '<svg width="180" height="180"').replace('rx="8"', 'rx="0"')}</body>`);
await page.screenshot({ path: "public/apple-touch-icon.png" });
await browser.close();
console.log("wrote public/og-image.jpg and public/apple-touch-icon.png");
