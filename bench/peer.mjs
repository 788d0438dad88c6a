// The yardstick of the site's lead path: the simplest program that gives a newsletter sign-up
// the site's guarantees, on the site's schema (a database of its own in the same cluster).
// Plain node:http, node-postgres and zod: the post is counted against the per-client limit and
// the hour's mail counters (a transaction committed without waiting for the flush), then the
// subscription, its inbox row and both mails' outbox rows are written in one durable
// transaction, with the daily per-mailbox cap under an advisory lock. A worker claims due mails
// in batches, composes them with nodemailer, writes them as .eml files and marks each batch sent.
// The site also sends the visitor's confirmation within the request (the spec's messages depend
// on it); this peer leaves both mails to its worker, the simplest program's way.
// Environment: DATABASE_URL, PORT, MAIL_DIR. Answers 201, 400, 409 or 429 like the site.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import nodemailer from "nodemailer";
import pg from "pg";
import { z } from "zod";

const { DATABASE_URL, PORT = "0", MAIL_DIR = "mail" } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const body = z.object({ email: z.string().trim().max(254).email() });
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
const COUNT = `insert into rate_limits (key, window_start, count) values ($1, $2, 1)
  on conflict (key) do update set
    window_start = case when rate_limits.window_start <= $3 then excluded.window_start else rate_limits.window_start end,
    count = case when rate_limits.window_start <= $3 then 1 else rate_limits.count + 1 end
  returning count`;

async function inTransaction(work, { flush = true } = {}) {
  const client = await pool.connect();
  try {
    await client.query(flush ? "begin" : "begin; set local synchronous_commit to off");
    const result = await work(client);
    await client.query(result === undefined ? "rollback" : "commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function subscribe(email, clientIp) {
  const now = new Date();
  const counts = await inTransaction(
    async (c) => {
      const client = (await c.query(COUNT, [`form:${clientIp}`, now, new Date(now.getTime() - 600_000)])).rows[0].count;
      if (client > 100_000_000) return { client };
      const hour = new Date(now.getTime() - 3_600_000);
      const visitor = (await c.query(COUNT, ["mail:visitor-mails", now, hour])).rows[0].count;
      const notifications = (await c.query(COUNT, ["mail:notifications", now, hour])).rows[0].count;
      return { client, visitor, notifications };
    },
    { flush: false },
  );
  if (counts.client > 100_000_000) return 429;
  const saved = await inTransaction(async (c) => {
    const id = randomUUID();
    const lead = await c.query(
      `insert into newsletter_subscriptions (id, email, unsubscribe_token) values ($1, $2, $3) on conflict do nothing returning id`,
      [id, email, randomUUID()],
    );
    if (lead.rowCount === 0) return undefined;
    await c.query(`insert into leads (id, form, email) values ($1, 'newsletter', $2)`, [id, email]);
    const mailbox = email.toLowerCase();
    await c.query("select pg_advisory_xact_lock(hashtext($1))", [mailbox]);
    await c.query("select count(*) from mail_outbox where mailbox = $1 and created_at > $2", [mailbox, new Date(Date.now() - 86_400_000)]);
    await c.query(
      `insert into mail_outbox (lead_table, lead_id, kind, to_address, mailbox, payload, message_id) values
        ('newsletter_subscriptions', $1, 'newsletter-confirmation', $2, $3, $4, $5),
        ('newsletter_subscriptions', $1, 'newsletter-notification', 'leads@example.com', null, $4, $6)`,
      [id, email, mailbox, { email }, `<${randomUUID()}@peer.example>`, `<${randomUUID()}@peer.example>`],
    );
    return id;
  });
  return saved ? 201 : 409;
}

const server = http.createServer((request, response) => {
  let text = "";
  request.setEncoding("utf8");
  request.on("data", (chunk) => (text += chunk));
  request.on("end", async () => {
    let status = 400;
    try {
      const parsed = body.safeParse(JSON.parse(text));
      const clientIp = String(request.headers["x-forwarded-for"] ?? request.socket.remoteAddress);
      if (request.method === "POST" && parsed.success) status = await subscribe(parsed.data.email, clientIp);
    } catch (error) {
      status = error instanceof SyntaxError ? 400 : 503;
    }
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ ok: status === 201 }));
  });
});

/** An HTML mail with its text alternative, about the size of the site's (2.8 KB of HTML, 0.75 KB of text). */
function mailBody(email) {
  const paragraphs = Array.from(
    { length: 12 },
    (_, i) => `Paragraph ${i + 1} about the subscription of ${email}, what comes next and how to unsubscribe.`,
  );
  const cells = paragraphs.map((p) => `<tr><td style="padding:8px 0;font:16px/1.5 Arial,sans-serif;color:#1f2937">${p}</td></tr>`);
  return {
    html: `<!doctype html><html><body style="margin:0;background:#f3f4f6"><table role="presentation" width="100%"><tr><td align="center"><table role="presentation" width="600" style="background:#ffffff;padding:24px">${cells.join("")}</table></td></tr></table></body></html>`,
    text: paragraphs.join("\n\n"),
  };
}

/** One tick: claims up to 100 due mails, writes them as files side by side, marks the batch sent; returns how many. */
async function tick() {
  const rows = await inTransaction(
    async (c) =>
      (
        await c.query(`update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + interval '2 minutes'
          where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
                       order by next_attempt_at limit 100 for update skip locked)
          returning id, kind, to_address, message_id, payload`)
      ).rows,
    { flush: false },
  );
  await Promise.all(
    rows.map(async (row) => {
      const { message } = await composer.sendMail({
        from: "Piedmont AI Works <hello@peer.example>",
        to: row.to_address,
        subject: row.kind === "newsletter-confirmation" ? "You are subscribed" : `New subscriber: ${row.payload.email}`,
        ...mailBody(row.payload.email),
        messageId: row.message_id,
      });
      await writeFile(path.join(MAIL_DIR, `${Date.now()}-${row.id}.eml`), message);
    }),
  );
  if (rows.length > 0) {
    await inTransaction(
      (c) => c.query("update mail_outbox set status = 'sent', sent_at = now() where id = any($1)", [rows.map((r) => r.id)]),
      {
        flush: false,
      },
    );
  }
  return rows.length;
}

const work = () =>
  tick().then(
    (sent) => setTimeout(work, sent === 100 ? 0 : 1000),
    (error) => {
      console.error(`peer worker: ${error.message}`);
      setTimeout(work, 1000);
    },
  );

await mkdir(MAIL_DIR, { recursive: true });
server.listen(Number(PORT), "127.0.0.1", () => console.log(`PEER_READY ${server.address().port}`));
work();
process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
