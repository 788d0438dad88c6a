// The lead path under load (part of `--only load`): durable newsletter sign-ups from many
// clients (a client address of its own per post), measured with wrk against the
// site and against the minimal peer (bench/peer.mjs) on the same embedded cluster, rounds
// interleaved; the statements and WAL flushes a lead costs (pg_stat_statements, pg_stat_io); and
// throughput again once 100,000 outbox rows exist.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { onCleanup } from "./cleanup.mjs";
import { freePort, stopChild } from "./proc.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const PEER_DATABASE = "bench_peer";
const ROUNDS = 2;

/**
 * @param {{ root: string, origin: string, dataDir: string, measure: (label: string, test: object) => Promise<any> }} input
 *   measure: the load part's wrk run (settle, warm-up, measured run), null without wrk
 */
export async function runLeads({ root, origin, dataDir, measure }) {
  const { openConnection, runMigrations, silentLog } = await import(path.join(root, "app/server/db/connection.server.mjs"));
  const site = await openConnection({ dataDir, log: silentLog });
  const peerUrl = site.url.replace(/\/[^/?]+\?/, `/${PEER_DATABASE}?`);
  await site.query(`drop database if exists ${PEER_DATABASE}`);
  await site.query(`create database ${PEER_DATABASE}`);
  const peerDb = await openConnection({ databaseUrl: peerUrl, log: silentLog });
  await runMigrations(peerDb);
  const peer = await startPeer(peerUrl, path.join(dataDir, "peer-mail"));
  try {
    /** Statement calls and WAL fsyncs so far, per database. */
    const counters = async (/** @type {string} */ database) => {
      const { rows } = await site.query(
        `select (select coalesce(sum(calls), 0) from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname = $1)::bigint as statements,
                (select coalesce(sum(fsyncs), 0) from pg_stat_io where object = 'wal')::bigint as flushes`,
        [database],
      );
      return { statements: Number(rows[0].statements), flushes: Number(rows[0].flushes) };
    };
    const siteDatabase = (await site.query("select current_database() as name")).rows[0].name;

    /** Waits until `connection`'s outbox has no pending mail; returns how long that took (ms). */
    const drained = async (/** @type {any} */ connection) => {
      const started = Date.now();
      while (Date.now() - started < 120_000) {
        const { rows } = await connection.query("select count(*)::int as pending from mail_outbox where status = 'pending'");
        if (rows[0].pending === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Date.now() - started;
    };

    /**
     * One measured run. A lead counts once it is saved and its mails are out: the run's leads are
     * divided by its seconds plus the time its outbox took to drain afterwards (the site sends the
     * confirmation within the request, the peer leaves both mails to its worker). Then what each
     * lead cost the database.
     */
    const run = async (
      /** @type {string} */ label,
      /** @type {string} */ url,
      /** @type {string} */ database,
      /** @type {any} */ connection,
    ) => {
      /** @type {{ statements: number, flushes: number }} */
      let before = { statements: 0, flushes: 0 };
      const result = await measure(label, {
        url,
        newsletter: true,
        spread: true,
        beforeMeasured: async () => (before = await counters(database)),
      });
      if (!result) return null;
      const drainMs = await drained(connection);
      const after = await counters(database);
      const leads = result.requests - result.non2xx;
      const mailedRps = leads / (result.seconds + drainMs / 1000);
      console.log(`Load: ${label}: ${mailedRps.toFixed(0)} leads/s saved and mailed (outbox drained ${drainMs} ms after the run)`);
      return {
        ...result,
        drainMs,
        mailedRps,
        statementsPerLead: leads ? (after.statements - before.statements) / leads : null,
        flushesPerLead: leads ? (after.flushes - before.flushes) / leads : null,
      };
    };

    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const ours = await run(`POST /newsletter, many clients (round ${round})`, `${origin}/newsletter`, siteDatabase, site);
      const theirs = await run(`peer, many clients (round ${round})`, `${peer.origin}/newsletter`, PEER_DATABASE, peerDb);
      rounds.push({ ours, theirs });
    }
    if (rounds.some((r) => !r.ours || !r.theirs)) return null;
    const mean = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0) / values.length;
    const siteRps = mean(rounds.map((r) => r.ours.mailedRps));
    const peerRps = mean(rounds.map((r) => r.theirs.mailedRps));
    console.log(
      `Load: leads: site ${siteRps.toFixed(0)}/s, peer ${peerRps.toFixed(0)}/s, site / peer = ${((siteRps / peerRps) * 100).toFixed(0)}%`,
    );

    console.log("Load: adding 100,000 outbox rows of the last hour…");
    await site.query(
      `insert into mail_outbox (lead_table, lead_id, kind, to_address, mailbox, payload, message_id, status, sent_at, created_at)
       select 'newsletter_subscriptions', gen_random_uuid(), 'newsletter-confirmation', 'filler-' || n || '@example.com',
              'filler-' || n || '@example.com', '{}', '<filler-' || n || '@bench.example>', 'sent', now(),
              now() - (n % 3600) * interval '1 second'
       from generate_series(1, 100000) n`,
    );
    await site.query("vacuum analyze mail_outbox");
    const full = await run("POST /newsletter, many clients, 100,000 outbox rows", `${origin}/newsletter`, siteDatabase, site);
    return {
      rounds,
      siteRps,
      peerRps,
      peerRatio: siteRps / peerRps,
      afterOutboxRows: full,
      fullRatio: full ? full.mailedRps / siteRps : null,
    };
  } finally {
    await peer.stop();
    await peerDb.close();
    await site.close();
  }
}

/** Starts bench/peer.mjs on the peer database; resolves once it listens. */
async function startPeer(/** @type {string} */ databaseUrl, /** @type {string} */ mailDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, "peer.mjs")], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), MAIL_DIR: mailDir },
  });
  const unregister = onCleanup("peer", () => stopChild(child, "SIGTERM"));
  child.stderr.on("data", (/** @type {Buffer} */ chunk) => process.stderr.write(`[peer] ${chunk}`));
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (/** @type {Buffer} */ chunk) => String(chunk).includes("PEER_READY") && resolve(undefined));
    child.on("exit", (code) => reject(new Error(`the peer exited (${code}) before it listened`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child, "SIGTERM");
      unregister();
    },
  };
}
