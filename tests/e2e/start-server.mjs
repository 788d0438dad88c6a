// Starts the built site for the browser tests on a database of its own, prepared so that every
// outcome of the forms can be reached for real:
// - an upcoming webinar (listed, open) and a past one (hidden);
// - a database trigger that refuses any lead whose e-mail starts with "db-fail", the way a
//   storage failure would, so the "failed" messages come from a real database error.
// SMTP_URL decides the mail side: unset writes .eml files; a closed port makes every send fail.
// With --dev it starts the development server (npm run dev) on that database instead.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openConnection, runMigrations } from "../../app/server/db/connection.server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".tmp/e2e-data");
rmSync(dataDir, { recursive: true, force: true });

const leadTables = ["newsletter_subscriptions", "demo_requests", "contact_inquiries", "webinar_registrations", "training_registrations"];

const connection = await openConnection({ dataDir });
try {
  await runMigrations(connection);
  await connection.query(`
    create function e2e_refuse_marked_leads() returns trigger language plpgsql as $$
    begin
      if lower(new.email) like 'db-fail%' then
        raise exception 'storage refused the lead (browser-test fault)';
      end if;
      return new;
    end $$`);
  for (const table of leadTables) {
    await connection.query(
      `create trigger e2e_refuse_marked before insert on ${table} for each row execute function e2e_refuse_marked_leads()`,
    );
  }
  await connection.query(
    `insert into webinars (slug, title, description, starts_at, duration_minutes, time_zone) values
      ('ai-for-small-teams', 'AI for Small Teams: A Practical Start', 'What chatbots and document Q&A can do for a small team.', now() + interval '30 days', 60, 'America/New_York'),
      ('last-months-session', 'Last Month''s Session', 'Already over.', now() - interval '30 days', 60, 'America/New_York')`,
  );
} finally {
  await connection.close();
}

process.env.DATA_DIR = dataDir;
// --dev: the development server (npm run dev) instead of the built one.
await import(process.argv.includes("--dev") ? "../../server/dev.mjs" : "../../server/index.mjs");
