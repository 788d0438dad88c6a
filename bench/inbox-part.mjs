// The inbox part: the staff workspace with 1,000,000 leads in the database. It fills the server's
// own database (generate_series, in batches), signs a member of staff in the way the site does
// (`npm run staff` prints a one-time link; its check answers with the session cookie), then
// measures, one request at a time over loopback so each figure is the server's whole time:
// - the inbox's first page (GET /admin/leads, the full HTML page), the overview (GET /admin, with
//   its charts of twelve weeks of leads and page views), a lead's page, the record of a person
//   with 41 leads, and a reply queued from it (the page's POST to the route's data URL);
// - searches of several kinds, from a common surname to an address that matches one lead and a
//   word that matches none;
// - the CSV export of every lead, read to the end while the server's resident memory is sampled.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { openConnection, silentLog } from "../app/server/db/connection.server.mjs";
import { percentile } from "./load.mjs";
import { sleep, waitForIdle } from "./proc.mjs";

const run = promisify(execFile);
const BATCH = 100_000;
const STAFF = "bench-owner@concord-ai.test";

/** Searches as staff type them: how many leads each matches differs by orders of magnitude. */
export const SEARCHES = [
  { label: "a common surname", q: "carter" },
  { label: "a company word", q: "dental" },
  { label: "a subject word", q: "sagemaker" },
  { label: "part of one address", q: "lee.48213@" },
  { label: "a whole address", q: "maria.lopez.777777@lopezdental.example" },
  { label: "nothing matches", q: "zebra quartz" },
];

const FIRST = [
  "Maria",
  "James",
  "Priya",
  "Chen",
  "Aisha",
  "Diego",
  "Emma",
  "Noah",
  "Olivia",
  "Liam",
  "Sofia",
  "Jordan",
  "Lee",
  "Fatima",
  "Hiro",
  "Grace",
  "Omar",
  "Zoe",
  "Ethan",
  "Nia",
];
const LAST = [
  "Lopez",
  "Carter",
  "Shah",
  "Wang",
  "Okafor",
  "Garcia",
  "Smith",
  "Johnson",
  "Brown",
  "Nguyen",
  "Kim",
  "Patel",
  "Lee",
  "Ali",
  "Tanaka",
  "Hughes",
  "Haddad",
  "Miller",
  "Davis",
  "Moore",
];
const COMPANIES = [
  "Lopez Dental",
  "Carter & Webb Law",
  "Piedmont Manufacturing",
  "Cabarrus Realty",
  "Queen City Logistics",
  "Blue Ridge Clinic",
  "Harris Teeter Supply",
  "Concord Auto Group",
  "Lakeview Insurance",
  "Summit Accounting",
  "Riverbend School",
  "Northstar HVAC",
  "",
  "",
  "",
];
const SUBJECTS = [
  "Chatbot for our front desk",
  "Document Q&A over our policies",
  "SageMaker course for our analysts",
  "Bedrock pilot for customer service",
  "Pricing for the Professional plan",
  "Integration with our CRM",
  "AI training for a team of six",
  "Question about data privacy",
  "Webinar registration",
  "Newsletter",
  "Consulting on an AI roadmap",
  "Support chatbot in Spanish",
];
const MESSAGES = [
  "We answer the same questions about hours and insurance every day and would like a chatbot on our website.",
  "Our staff spend hours searching manuals. Could a retrieval system answer with the page it came from?",
  "Looking for instructor-led training on AWS for analysts who know Excel but not Python.",
  "Please send pricing for a pilot, and whether you can host it in our own AWS account.",
  "We would like to connect an assistant to HubSpot and our ticketing system.",
  "",
];
const FORMS = ["contact", "demo", "newsletter", "training", "webinar"];
const STATUSES = ["new", "new", "contacted", "qualified", "won", "lost"];
const CAMPAIGNS = ["fall-ads", "newsletter-nov", "linkedin", null, null, null];

const sqlArray = (/** @type {(string | null)[]} */ values) =>
  `array[${values.map((v) => (v === null ? "null" : `'${v.replace(/'/g, "''")}'`)).join(",")}]::text[]`;
/** The element of `values` picked by the number expression `n` (deterministic, so a run is repeatable). */
const pick = (/** @type {(string | null)[]} */ values, /** @type {string} */ n) => `(${sqlArray(values)})[1 + ((${n}) % ${values.length})]`;

/** Fills `leads` up to `total` rows, spread over the last three years, and has PostgreSQL analyse them. */
async function fillLeads(/** @type {import("../app/server/db/connection.server.mjs").Connection} */ db, /** @type {number} */ total) {
  const { rows } = await db.query("select count(*)::int as n from leads");
  let have = rows[0].n;
  const started = performance.now();
  while (have < total) {
    const count = Math.min(BATCH, total - have);
    const from = have + 1;
    const to = have + count;
    // n * 7919 and friends scatter the picks; the address holds n, so each lead's is its own.
    await db.query(`
      insert into leads (id, form, name, email, company, subject, message, page_path, utm_campaign, status, created_at, updated_at)
      select gen_random_uuid(),
             ${pick(FORMS, "n * 31")},
             ${pick(FIRST, "n * 7")} || ' ' || ${pick(LAST, "n * 13")},
             lower(${pick(FIRST, "n * 7")} || '.' || ${pick(LAST, "n * 13")} || '.' || n || '@' ||
               coalesce(nullif(replace(replace(lower(${pick(COMPANIES, "n * 17")}), ' ', ''), '&', ''), ''), 'gmail') || '.example'),
             ${pick(COMPANIES, "n * 17")},
             ${pick(SUBJECTS, "n * 19")},
             ${pick(MESSAGES, "n * 23")},
             ${pick(["/contact", "/book-demo", "/services/ai-chatbots", "/services/ai-training", "/"], "n * 29")},
             ${pick(CAMPAIGNS, "n * 37")},
             ${pick(STATUSES, "n * 41")},
             now() - (n::float8 / ${total} * interval '3 years'),
             now()
      from generate_series(${from}::int, ${to}::int) as n`);
    have = to;
    process.stdout.write(`\rInbox: ${have.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} leads in the database…`);
  }
  // Vacuumed as well as analysed: the autovacuum a million new rows set off would otherwise run
  // during the measurements.
  await db.query("vacuum analyze leads");
  process.stdout.write("\n");
  return { leads: have, fillSeconds: (performance.now() - started) / 1000 };
}

/** The newest lead's sender writes often: 40 leads over three years, so their record (the person page) has a timeline to read. */
async function addRegular(/** @type {import("../app/server/db/connection.server.mjs").Connection} */ db, /** @type {string} */ leadId) {
  await db.query(
    `insert into leads (id, form, name, email, subject, message, page_path, status, created_at)
     select gen_random_uuid(), l.form, l.name, l.email, 'Earlier question ' || n, 'An earlier message.', l.page_path, 'won', now() - n * interval '27 days'
     from leads l, generate_series(1, 40 - (select count(*)::int from leads where mailbox = (select mailbox from leads where id = $1))) as n
     where l.id = $1`,
    [leadId],
  );
}

/** Twelve weeks of views of the pages leads come from, as the server would have counted them. */
async function addPageViews(/** @type {import("../app/server/db/connection.server.mjs").Connection} */ db) {
  await db.query(
    `insert into page_views (day, path, views)
     select current_date - d, p, 200 + (d * 37) % 300
     from generate_series(0, 90) as d, unnest(array['/contact', '/book-demo', '/services/ai-chatbots', '/services/ai-training', '/', '/pricing']) as p
     on conflict do nothing`,
  );
}

/** A session cookie for a new owner: the link `npm run staff` prints, checked as a browser would. */
async function signIn(/** @type {{ root: string, origin: string, dataDir: string }} */ { root, origin, dataDir }) {
  const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "warn" };
  const { stdout } = await run(process.execPath, [path.join(root, "scripts/staff.mjs"), "add", STAFF, "--role", "owner"], {
    cwd: root,
    env,
  });
  const token = /token=([A-Za-z0-9_-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`npm run staff printed no sign-in link:\n${stdout}`);
  const verify = await fetch(`${origin}/admin/auth/magic-link/verify?token=${token}&callbackURL=%2Fadmin`, { redirect: "manual" });
  const cookie = verify.headers
    .getSetCookie()
    .find((c) => /session=/.test(c))
    ?.split(";")[0];
  if (!cookie) throw new Error(`signing in gave no session cookie (HTTP ${verify.status})`);
  return cookie;
}

/** Sequential GETs of `url`: each one's time from request to the last byte, in ms. */
async function timeRequests(
  /** @type {string} */ url,
  /** @type {string} */ cookie,
  /** @type {number} */ times,
  /** @type {string} */ expect,
) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie, accept: "text/html" }, redirect: "manual" });
    const body = await response.text();
    samples.push(performance.now() - start);
    if (response.status !== 200 || !body.includes(expect)) throw new Error(`${url} answered ${response.status} without "${expect}"`);
  }
  return summary(samples);
}

/**
 * Replies sent one at a time from the lead's page as the page sends them (a POST of the form to
 * the route's data URL): each one's time until the action answers that it is queued. The outbox
 * sends it afterwards, and the page reloads its data in a request of its own.
 */
async function timeReplies(
  /** @type {string} */ url,
  /** @type {string} */ origin,
  /** @type {string} */ cookie,
  /** @type {number} */ times,
) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const response = await fetch(`${url}.data`, {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "reply", body: `Thanks for your message; reply ${i + 1}.` }).toString(),
      redirect: "manual",
    });
    const body = await response.text();
    samples.push(performance.now() - start);
    if (response.status !== 200 || !body.includes("Reply queued"))
      throw new Error(`a reply answered ${response.status} without "Reply queued"`);
  }
  return summary(samples);
}

function summary(/** @type {number[]} */ samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: samples.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
}

/** A process's resident memory in MB (Linux), or null. */
async function rssMb(/** @type {number} */ pid) {
  try {
    const line = /^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Reads the whole export, counting lines, while sampling the server's memory every 100 ms. */
async function timeExport(/** @type {string} */ url, /** @type {string} */ cookie, /** @type {number} */ serverPid) {
  await waitForIdle(serverPid);
  const rssBefore = (await rssMb(serverPid)) ?? 0;
  let rssPeak = rssBefore;
  let reading = true;
  const sampler = (async () => {
    while (reading) {
      rssPeak = Math.max(rssPeak, (await rssMb(serverPid)) ?? 0);
      await sleep(100);
    }
  })();
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  reading = false;
  await sampler;
  // Lines, not rows: a message with a line break would count twice (the bench's have none).
  return {
    rows: lines - 1,
    megabytes: bytes / 1024 / 1024,
    seconds,
    rssBeforeMb: rssBefore,
    rssPeakMb: rssPeak,
    rssGrowthMb: rssPeak - rssBefore,
  };
}

/**
 * @param {{ root: string, origin: string, serverPid: number, dataDir: string, options: { leads: number, samples: number } }} input
 */
export async function runInbox({ root, origin, serverPid, dataDir, options }) {
  const db = await openConnection({ dataDir, role: "tool", log: silentLog });
  let filled;
  let leadId;
  try {
    filled = await fillLeads(db, options.leads);
    // The newest lead: its page and replies to it are timed.
    leadId = (await db.query("select id from leads order by created_at desc limit 1")).rows[0].id;
    await addRegular(db, leadId);
    await addPageViews(db);
  } finally {
    await db.close();
  }
  console.log(`Inbox: ${filled.leads.toLocaleString("en-US")} leads (filled in ${filled.fillSeconds.toFixed(0)} s); signing in…`);
  const cookie = await signIn({ root, origin, dataDir });
  await waitForIdle(serverPid);

  // A few requests first, so the figures are of a warm server and a warm PostgreSQL cache.
  await timeRequests(`${origin}/admin/leads`, cookie, 5, "Older leads");
  const firstPage = await timeRequests(`${origin}/admin/leads`, cookie, options.samples, "Older leads");
  console.log(`Inbox first page: p50 ${firstPage.p50.toFixed(1)} ms, p95 ${firstPage.p95.toFixed(1)} ms`);

  // The overview, with its charts of the last twelve weeks.
  await timeRequests(`${origin}/admin`, cookie, 3, "Leads by form");
  const overview = await timeRequests(`${origin}/admin`, cookie, options.samples, "Leads by form");
  console.log(`Overview (with its charts): p50 ${overview.p50.toFixed(1)} ms, p95 ${overview.p95.toFixed(1)} ms`);
  await timeRequests(`${origin}/admin/people/${leadId}`, cookie, 3, "Timeline");
  const personPage = await timeRequests(`${origin}/admin/people/${leadId}`, cookie, options.samples, "Timeline");
  console.log(`Person page (41 leads): p50 ${personPage.p50.toFixed(1)} ms, p95 ${personPage.p95.toFixed(1)} ms`);
  await timeRequests(`${origin}/admin/leads/${leadId}`, cookie, 3, "What the visitor sent");
  const leadPage = await timeRequests(`${origin}/admin/leads/${leadId}`, cookie, options.samples, "What the visitor sent");
  console.log(`Lead page: p50 ${leadPage.p50.toFixed(1)} ms, p95 ${leadPage.p95.toFixed(1)} ms`);
  const reply = await timeReplies(`${origin}/admin/leads/${leadId}`, origin, cookie, Math.min(options.samples, 50));
  console.log(`Reply queued: p50 ${reply.p50.toFixed(1)} ms, p95 ${reply.p95.toFixed(1)} ms`);

  const searches = [];
  for (const search of SEARCHES) {
    const url = `${origin}/admin/leads?q=${encodeURIComponent(search.q)}`;
    await timeRequests(url, cookie, 2, "Leads");
    const figures = await timeRequests(url, cookie, options.samples, "Leads");
    searches.push({ ...search, ...figures });
    console.log(`Search (${search.label}, "${search.q}"): p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
  }
  const allSearches = searches.reduce((worst, s) => (s.p95 > worst.p95 ? s : worst));

  console.log("CSV export of every lead…");
  const csv = await timeExport(`${origin}/admin/leads/export.csv`, cookie, serverPid);
  console.log(
    `CSV: ${csv.rows.toLocaleString("en-US")} rows, ${csv.megabytes.toFixed(0)} MB in ${csv.seconds.toFixed(1)} s; server memory ${csv.rssBeforeMb.toFixed(0)} → peak ${csv.rssPeakMb.toFixed(0)} MB`,
  );
  return {
    leads: filled.leads,
    fillSeconds: filled.fillSeconds,
    firstPage,
    overview,
    leadPage,
    personPage,
    reply,
    searches,
    worstSearch: allSearches,
    csv,
  };
}
