// At least 1,000 malformed submissions across the five forms, as JSON and as form posts:
// missing and extra fields, wrong types, lists and objects for text, huge strings, control
// characters, broken UTF-8, SQL and HTML in constrained fields, impossible attendee counts.
// Every one gets a 4xx with a message, nothing is stored or mailed, the server keeps serving;
// and a name made of HTML is shown as text in the page and in the company's mail (the visitor's
// reply does not repeat it).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import {
  contactInquiries,
  demoRequests,
  mailOutbox,
  newsletterSubscriptions,
  trainingRegistrations,
  webinarRegistrations,
} from "~/server/db/schema.server";
import { freshDataDir } from "../support/databases";
import { Site } from "../support/site";

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

type Fields = Record<string, unknown>;
interface FormCase {
  path: string;
  valid: () => Fields;
  required: string[];
  /** Fields with a fixed set or shape of values, where SQL or markup can never be valid. */
  constrained: string[];
}

let serial = 0;
const address = () => `fuzz-${process.pid}-${++serial}@example.com`;
const person = () => ({ firstName: "Dana", lastName: "Rivers", email: address() });

const forms: FormCase[] = [
  { path: "/newsletter", valid: () => ({ email: address() }), required: ["email"], constrained: ["email"] },
  {
    path: "/book-demo",
    valid: () => ({ ...person(), company: "Rivers Plumbing", subject: "Chatbot", message: "Ten questions a day." }),
    required: ["firstName", "lastName", "email", "company", "subject", "message"],
    constrained: ["email"],
  },
  {
    path: "/contact",
    valid: () => ({ ...person(), subject: "Hello", message: "A question about training." }),
    required: ["firstName", "lastName", "email", "subject", "message"],
    constrained: ["email"],
  },
  {
    path: "/contact",
    valid: () => ({ form: "webinar", webinar: "no-such-webinar-yet", ...person() }),
    required: ["firstName", "lastName", "email"],
    constrained: ["email", "webinar"],
  },
  {
    path: "/services/ai-training",
    valid: () => ({
      ...person(),
      training: "Prompt Engineering",
      preferredContactMethod: "phone",
      countryCode: "US",
      phoneType: "mobile",
      contactNumber: "+1 704 555 0142",
      trainingType: "group",
      attendeeCount: "4",
      confirmInterest: "true",
    }),
    required: ["firstName", "lastName", "email", "training", "confirmInterest"],
    constrained: [
      "email",
      "training",
      "preferredContactMethod",
      "countryCode",
      "phoneType",
      "trainingType",
      "attendeeCount",
      "contactNumber",
    ],
  },
];

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE newsletter_subscriptions; --",
  "1; DELETE FROM mail_outbox",
  '" OR ""="',
  "admin'--",
  "0 UNION SELECT * FROM pg_user",
];
const HTML = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", '"><svg onload=alert(1)>', "javascript:alert(1)"];
const CONTROL = ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\u0008"];

interface Malformed {
  body: string | Uint8Array;
  type: "json" | "form";
  what: string;
}

function encode(fields: Fields, type: "json" | "form"): string {
  if (type === "json") return JSON.stringify(fields);
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

/** One malformed submission of `form`: a valid one with one kind of damage (sometimes two). */
function malformed(form: FormCase, rng: ReturnType<typeof random>): Malformed {
  const fields = form.valid();
  const type = rng.next() < 0.75 ? "json" : "form";
  const kinds = ["missing", "extra", "type", "list", "huge", "control", "utf8", "sql", "html"];
  if (form.path === "/services/ai-training") kinds.push("attendees", "attendees", "phone");
  const kind = rng.pick(kinds);
  const field = rng.pick(form.required);
  switch (kind) {
    case "missing":
      delete fields[field];
      if (rng.next() < 0.3) delete fields[rng.pick(form.required)];
      break;
    case "extra":
      fields[rng.pick(["isAdmin", "role", "id", "__proto__x", "createdAt", "email2", "price"])] = rng.pick(["true", "1", SQL[0]!]);
      break;
    case "type":
      if (type === "form") return { body: encode({ ...fields, [field]: "" }, type), type, what: `${kind} ${field} empty` };
      fields[field] = rng.pick([42, 0, -1, true, false, 1e21]);
      break;
    case "list":
      if (type === "form") {
        // A repeated field is the form-encoded list.
        return {
          body: `${encode(fields, type)}&${encodeURIComponent(field)}=${encodeURIComponent(String(fields[field] ?? "x"))}`,
          type,
          what: `${kind} ${field}`,
        };
      }
      fields[field] = rng.pick([[String(fields[field] ?? "x")], [], { $ne: "" }, null, [1, 2]]);
      break;
    case "huge":
      fields[field] = `${rng.pick(["A", "é", "漢", "x"])}`.repeat(rng.pick([5001, 20_000, 70_000])); // over every field's limit
      break;
    case "control":
      fields[field] = `Dana${rng.pick(CONTROL)}Rivers`;
      if (field === "email") fields[field] = `da${rng.pick(CONTROL)}na@example.com`;
      break;
    case "utf8": {
      // Bytes that are not UTF-8, inside an otherwise valid body.
      const text = encode({ ...fields, [field]: "BROKEN" }, type);
      const [before, after] = text.split("BROKEN") as [string, string];
      const broken = rng.pick([[0xc3, 0x28], [0xe2, 0x28, 0xa1], [0xff], [0xf0, 0x90, 0x28, 0xbc], [0xed, 0xa0, 0x80]]);
      const bytes =
        type === "form"
          ? new TextEncoder().encode(broken.map((b) => `%${b.toString(16).toUpperCase()}`).join(""))
          : Uint8Array.from(broken);
      return {
        body: Uint8Array.from([...new TextEncoder().encode(before), ...bytes, ...new TextEncoder().encode(after)]),
        type,
        what: `${kind} ${field}`,
      };
    }
    case "sql":
      fields[rng.pick(form.constrained)] = rng.pick(SQL);
      break;
    case "html":
      fields[rng.pick(form.constrained)] = rng.pick(HTML);
      break;
    case "attendees":
      fields.trainingType = "group";
      fields.attendeeCount = rng.pick(["0", "-1", "2.5", "1000000000000", "1", "", "abc", "2e3", " ", "0x10", 0, -1, 2.5, 1e12]);
      break;
    case "phone":
      fields.preferredContactMethod = "phone";
      if (rng.next() < 0.5) delete fields.contactNumber;
      else fields.contactNumber = rng.pick(["123", "555", "+44 20", "call me", "000000000000"]);
      break;
  }
  return { body: encode(fields, type), type, what: `${kind} ${field}` };
}

describe("malformed submissions", () => {
  const dataDir = freshDataDir();
  let origin = "";
  const server = new Site({ DATA_DIR: dataDir, FORM_RATE_LIMIT: "100000", MAIL_HOURLY_CAP: "100000", NOTIFY_HOURLY_CAP: "100000" });
  beforeAll(async () => {
    origin = await server.start();
  }, 60_000);
  afterAll(async () => {
    try {
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("1,200 of them: each a 4xx with a message, none stored or mailed, and the server keeps serving", async () => {
    const rng = random(20261121);
    const cases: (Malformed & { path: string })[] = [];
    for (let i = 0; i < 1200; i++) {
      const form = forms[i % forms.length]!;
      cases.push({ ...malformed(form, rng), path: form.path });
    }
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const item = cases[next++]!;
        const response = await fetch(`${origin}${item.path}`, {
          method: "POST",
          headers: { "content-type": item.type === "json" ? "application/json" : "application/x-www-form-urlencoded" },
          body: typeof item.body === "string" ? item.body : Buffer.from(item.body),
        });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const label = `${item.path} ${item.type} ${item.what}: ${response.status} ${text.slice(0, 200)}`;
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(response.status, label).toBeLessThan(500);
        if (response.headers.get("content-type")?.includes("json")) {
          const body = JSON.parse(text) as { message?: { title?: string; description?: string } };
          expect(body.message?.title, label).toBeTruthy();
          expect(body.message?.description, label).toBeTruthy();
        } else {
          // A form post without JavaScript: the page comes back with the message in it, or the
          // edge says what is wrong with bytes no browser sends (broken UTF-8, NUL).
          expect(text, label).toMatch(
            /data-form-status|Request too large|Unsupported content type|Bad request: The request (is not valid UTF-8|holds a NUL character)\./,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect((await fetch(`${origin}/about`)).status).toBe(200);
    expect((await fetch(`${origin}/our-team`)).status).toBe(200);

    // Nothing kept: the server hands the database back on SIGTERM, then it is read.
    await server.stop();
    const { db, connection } = await openDatabase({ dataDir });
    try {
      for (const table of [
        newsletterSubscriptions,
        demoRequests,
        contactInquiries,
        webinarRegistrations,
        trainingRegistrations,
        mailOutbox,
      ]) {
        expect(await db.$count(table)).toBe(0);
      }
    } finally {
      await connection.close();
    }
    const mailDir = path.join(dataDir, "mail");
    expect(existsSync(mailDir) ? readdirSync(mailDir) : []).toEqual([]);
  }, 300_000);
});

describe("a name made of HTML", () => {
  const dataDir = freshDataDir();
  let origin = "";
  const server = new Site({ DATA_DIR: dataDir });
  beforeAll(async () => {
    origin = await server.start();
  }, 60_000);
  afterAll(async () => {
    try {
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const markup = "<img src=x onerror=alert(1)>";
  const bold = "<b>Rivers</b>";

  it("is saved as text and shown as text in the mails", async () => {
    const email = address();
    const response = await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: markup, lastName: bold, email, subject: `Hi ${markup}`, message: `${bold} says hello` }),
    });
    expect(response.status).toBe(201);
    const mailDir = path.join(dataDir, "mail");
    const read = () =>
      readdirSync(mailDir)
        .map((file) => readFileSync(path.join(mailDir, file), "utf8"))
        .filter((mail) => mail.includes(email));
    // The visitor's reply is written during the request, the company's notification by the worker just after.
    for (let waited = 0; read().length < 2 && waited < 15_000; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
    const mails = read();
    expect(mails.length).toBe(2);
    for (const mail of mails) {
      // The HTML part (the text part shows the name as typed, which is text anyway).
      const part = mail.split(/\r?\n--/).find((section) => /content-type: text\/html/i.test(section));
      expect(part, mail.slice(0, 400)).toBeDefined();
      const body = part!.slice(part!.search(/\r?\n\r?\n/));
      const html = /content-transfer-encoding: base64/i.test(part!)
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<b>Rivers</b>");
      const toVisitor = /^To: (.*)$/im.exec(mail.split(/\r?\n\r?\n/)[0]!)?.[1]?.includes(email);
      if (!toVisitor) {
        // The company's notification shows every field, escaped.
        expect(html).toMatch(/&lt;img src=x onerror=alert\(1\)&gt;|&lt;b&gt;Rivers&lt;\/b&gt;/);
      } else {
        // The visitor's reply repeats nothing the visitor typed but the address.
        expect(html).not.toMatch(/img src|Rivers/);
        expect(html).toContain("Hi there,");
      }
    }
  });

  it("comes back as text in the page after a form post without JavaScript", async () => {
    const response = await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        form: "contact",
        firstName: markup,
        lastName: bold,
        email: "not-an-address",
        subject: "s",
        message: "m",
      }).toString(),
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).not.toContain(markup);
    expect(page).not.toContain(bold);
    expect(page).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
  });
});
