// Records the home page's three video demos from the site itself: the built site runs on a
// throwaway database, Chromium opens its pages and talks to the site's own assistant as a visitor
// would (typing at a person's pace), and the frames Chromium paints are encoded by Debian's
// ffmpeg into small WebM files (VP9, no sound) and a still of each one's first frame, in
// app/assets/demos/. The build serves
// them from /assets like every other asset (app/content/videos.ts imports them).
//   npm run record:demos            (builds first when the build is missing or stale)
//   node scripts/record-demos.mjs pricing   (one demo by its id)
// Needs Debian's ffmpeg (apt-get install ffmpeg).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { startServer } from "../bench/server.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputDir = path.join(root, "app/assets/demos");
/**
 * Each demo is recorded twice: on a wide screen (16:9, the carousel shows it at up to 1024 px)
 * and on a phone's (played below 768 px, where a wide recording's text would be too small to
 * read), at twice the phone's pixels and encoded at one and a half.
 */
const SCREENS = [
  { suffix: "", viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, scale: 1 },
  { suffix: "-phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, scale: 0.75 },
];
/** Frames per second of the encoded video: the picture changes as text is typed and answers appear. */
const FPS = 15;

/**
 * @typedef {import("@playwright/test").Page} Page
 * @typedef {import("@playwright/test").FrameLocator} FrameLocator
 * @typedef {{ id: string, path: string, script: (chat: Chat) => Promise<void> }} Demo
 * @typedef {{ ask: (text: string) => Promise<void>, choose: (name: string) => Promise<void>, pause: (ms: number) => Promise<void> }} Chat
 */

/** @type {Demo[]} */
const DEMOS = [
  {
    id: "pricing",
    path: "/",
    script: async (chat) => {
      await chat.ask("How much does a chatbot cost?");
      await chat.pause(4500);
      await chat.ask("and the professional plan?");
      await chat.pause(5000);
    },
  },
  {
    id: "course",
    path: "/services/ai-training",
    script: async (chat) => {
      await chat.ask("I'm new to AWS. Which course should I start with?");
      await chat.pause(5000);
      await chat.ask("What does AWS Technical Essentials cover?");
      await chat.pause(5500);
    },
  },
  {
    id: "booking",
    path: "/services/ai-chatbots",
    script: async (chat) => {
      await chat.ask("Can I book a demo?");
      await chat.pause(1500);
      await chat.ask("Dana Whitfield");
      await chat.pause(800);
      await chat.ask("dana.whitfield@example.com");
      await chat.pause(800);
      await chat.ask("Whitfield Hardware");
      await chat.pause(800);
      await chat.ask("A chatbot that answers questions about our opening hours, orders and returns.");
      await chat.pause(3000);
      await chat.choose("Yes, send it");
      await chat.pause(4500);
    },
  },
];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (result.error || result.status !== 0) throw new Error(`${command} failed: ${result.error?.message ?? result.stderr.slice(-2000)}`);
}

/** The chat panel of `page`, opened by its button, and the steps a demo is made of. */
async function openChat(/** @type {Page} */ page) {
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  const frame = page.frameLocator("iframe[title='Chat assistant']");
  await frame.locator("html[data-enhanced]").waitFor({ state: "attached" });
  const log = frame.getByRole("log", { name: "Conversation" });
  const finished = log.locator(":scope > .turn.assistant:not(.typing):not(.streaming)");
  const waitForAnswer = async (/** @type {number} */ before) => {
    const answer = finished.nth(before);
    await answer.waitFor({ timeout: 15_000 });
    // A failure notice in place of an answer is no demo: stop rather than record it.
    if (await answer.evaluate((turn) => turn.classList.contains("notice"))) {
      throw new Error(`The assistant failed instead of answering: ${await answer.textContent()}`);
    }
    await page.waitForTimeout(300);
  };
  /** @type {Chat} */
  const chat = {
    async ask(text) {
      const before = await finished.count();
      const input = frame.getByLabel("Your question");
      await input.click();
      await input.pressSequentially(text, { delay: 45 });
      await page.waitForTimeout(350);
      await input.press("Enter");
      await waitForAnswer(before);
    },
    async choose(name) {
      const before = await finished.count();
      await finished.last().getByRole("button", { name }).click();
      await waitForAnswer(before);
    },
    pause: (ms) => page.waitForTimeout(ms),
  };
  return chat;
}

/**
 * Records `demo` as the JPEG frames Chromium paints (its screencast), each with the time it was
 * painted, then encodes them at a steady frame rate.
 */
async function record(
  /** @type {import("@playwright/test").Browser} */ browser,
  /** @type {string} */ origin,
  /** @type {Demo} */ demo,
  /** @type {(typeof SCREENS)[number]} */ screen,
) {
  const framesDir = mkdtempSync(path.join(os.tmpdir(), `demo-${demo.id}-`));
  const { viewport, deviceScaleFactor } = screen;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile: deviceScaleFactor > 1,
    hasTouch: deviceScaleFactor > 1,
  });
  const page = await context.newPage();
  await page.goto(`${origin}${demo.path}`);
  await page.evaluate(() => globalThis.document.fonts.ready);
  await page.waitForTimeout(500);

  /** @type {{ file: string, at: number }[]} */
  const frames = [];
  const session = await context.newCDPSession(page);
  session.on("Page.screencastFrame", ({ data, metadata, sessionId }) => {
    const file = path.join(framesDir, `${String(frames.length).padStart(5, "0")}.jpg`);
    writeFileSync(file, Buffer.from(data, "base64"));
    frames.push({ file, at: metadata.timestamp ?? Date.now() / 1000 });
    session.send("Page.screencastFrameAck", { sessionId }).catch(() => {});
  });
  const size = { width: viewport.width * deviceScaleFactor, height: viewport.height * deviceScaleFactor };
  await session.send("Page.startScreencast", { format: "jpeg", quality: 92, maxWidth: size.width, maxHeight: size.height });
  await page.waitForTimeout(1200);
  const chat = await openChat(page);
  await page.waitForTimeout(800);
  await demo.script(chat);
  const end = Date.now() / 1000;
  await session.send("Page.stopScreencast");
  await context.close();
  if (frames.length < 10) throw new Error(`Only ${frames.length} frames were painted for the ${demo.id} demo.`);

  // ffmpeg's concat list: each frame shown until the next one was painted.
  const list = frames.map((frame, i) => `file '${frame.file}'\nduration ${((frames[i + 1]?.at ?? end) - frame.at).toFixed(4)}`).join("\n");
  const listFile = path.join(framesDir, "frames.txt");
  writeFileSync(listFile, `${list}\nfile '${frames.at(-1).file}'\n`);

  mkdirSync(outputDir, { recursive: true });
  const video = path.join(outputDir, `${demo.id}${screen.suffix}.webm`);
  const poster = path.join(outputDir, `${demo.id}${screen.suffix}.jpg`);
  // Even dimensions, as the encoder needs.
  const encoded = `scale=${2 * Math.round((size.width * screen.scale) / 2)}:${2 * Math.round((size.height * screen.scale) / 2)}`;
  // VP9 at constant quality: the picture is mostly still text, so most frames cost little.
  run("ffmpeg", [
    ...["-y", "-loglevel", "error", "-f", "concat", "-safe", "0", "-i", listFile],
    ...["-vf", `fps=${FPS},${encoded}:flags=lanczos,format=yuv420p`, "-c:v", "libvpx-vp9", "-crf", "38", "-b:v", "0"],
    ...["-deadline", "good", "-cpu-used", "2", "-row-mt", "1", "-an", video],
  ]);
  // The still shown while the video loads: its first frame, so playing starts where it shows.
  run("ffmpeg", ["-y", "-loglevel", "error", "-i", frames[0].file, "-vf", encoded, "-q:v", "8", poster]);
  rmSync(framesDir, { recursive: true, force: true });
  return { video, poster, seconds: end - frames[0].at };
}

const only = process.argv.slice(2);
const demos = only.length > 0 ? DEMOS.filter((demo) => only.includes(demo.id)) : DEMOS;
if (demos.length === 0) {
  console.error(`No demo named ${only.join(", ")}. Demos: ${DEMOS.map((demo) => demo.id).join(", ")}.`);
  process.exit(1);
}
if (spawnSync("ffmpeg", ["-version"]).status !== 0) {
  console.error("Recording the demos needs ffmpeg: sudo apt-get install ffmpeg");
  process.exit(1);
}

buildIfNeeded(root, { ...process.env });
const server = await startServer({ root });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const demo of demos) {
    for (const screen of SCREENS) {
      // The site's own address (SITE_URL defaults to localhost): its posts are refused from any other origin.
      const { video, poster, seconds } = await record(browser, `http://localhost:${server.port}`, demo, screen);
      const kb = (/** @type {string} */ file) => `${Math.round(statSync(file).size / 1024)} KB`;
      console.log(
        `${demo.id}${screen.suffix}: ${seconds.toFixed(1)} s, ${path.relative(root, video)} ${kb(video)}, ${path.relative(root, poster)} ${kb(poster)}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
