// The worker sends what the first try could not, by itself, and stops cleanly.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/server/db/schema.server";
import { saveDemoRequest } from "~/server/leads/save.server";
import { leadSource } from "~/server/leads/source.server";
import type { OutboxRow } from "~/server/mail/outbox.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { targets, useMigratedDatabase } from "./databases";

describe.each(targets)("mail worker on $name", (target) => {
  const database = useMigratedDatabase(target);

  it("delivers queued mails on its own and survives a failing tick", async () => {
    const lead = await saveDemoRequest(
      { db: database().db, source: leadSource(new Request("http://localhost/book-demo")), notifyTo: "leads@example.com", messageHost: "test.example" },
      { firstName: "A", lastName: "B", email: "a@example.com", company: "C", subject: "S", message: "M" },
    );
    if (lead.status !== "saved") throw new Error(lead.status);
    const delivered: string[] = [];
    let calls = 0;
    const worker = startMailWorker(
      {
        db: database().db,
        deliver: async (row: OutboxRow) => {
          calls += 1;
          if (calls === 1) throw new Error("transient");
          delivered.push(row.messageId);
          return { ok: true };
        },
        policy: { baseDelayMs: 10 },
      },
      { intervalMs: 20 },
    );
    await expect.poll(async () => (await database().db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId))).every((r) => r.status === "sent"), { timeout: 5000 }).toBe(true);
    await worker.stop();
    expect(new Set(delivered).size).toBe(2);
    expect(delivered).toHaveLength(2);
  });

  it("sends claimed rows handed to it without claiming them again, and gives back what it did not send when stopped", async () => {
    const context = {
      db: database().db,
      source: leadSource(new Request("http://localhost/book-demo")),
      notifyTo: "leads@example.com",
      messageHost: "test.example",
      claimMailsMs: 120_000,
    };
    const input = { firstName: "A", lastName: "B", company: "C", subject: "S", message: "M" };
    const first = await saveDemoRequest(context, { ...input, email: "first@example.com" });
    const second = await saveDemoRequest(context, { ...input, email: "second@example.com" });
    if (first.status !== "saved" || second.status !== "saved") throw new Error("not saved");
    expect(first.claimed?.map((row) => row.id).sort()).toEqual([...first.mailIds].sort());

    const delivered: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const worker = startMailWorker(
      {
        db: database().db,
        deliver: async (row: OutboxRow) => {
          // The second lead's mails wait until the worker is being stopped.
          if (row.toAddress === "second@example.com") await held;
          delivered.push(row.id);
          return { ok: true };
        },
      },
      // One mail per tick and no timer: only the handed rows can be sent.
      { intervalMs: 600_000, batchSize: 1 },
    );
    expect(worker.enqueue(first.claimed!)).toBe(true);
    await expect.poll(async () => (await database().db.select().from(mailOutbox).where(eq(mailOutbox.leadId, first.leadId))).map((r) => r.status), { timeout: 5000 }).toEqual(["sent", "sent"]);
    // Claimed once, at the save: sending did not count another attempt.
    expect((await database().db.select().from(mailOutbox).where(eq(mailOutbox.leadId, first.leadId))).map((r) => r.attempts)).toEqual([1, 1]);

    expect(worker.enqueue(second.claimed!)).toBe(true);
    const stopped = worker.stop();
    release();
    await stopped;
    expect(worker.enqueue(first.claimed!)).toBe(false);
    const rows = await database().db.select().from(mailOutbox).where(eq(mailOutbox.leadId, second.leadId));
    // The row in flight was sent; the one still queued is pending and due now, its claim undone.
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(1);
    const left = rows.find((r) => r.status === "pending")!;
    expect(left.attempts).toBe(0);
    expect(left.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(delivered).toHaveLength(3);
  });

  it("takes turns between its queue and the due mails in the database, so new leads cannot hold up retries", async () => {
    const base = { db: database().db, source: leadSource(new Request("http://localhost/book-demo")), notifyTo: "leads@example.com", messageHost: "test.example" };
    const input = { firstName: "A", lastName: "B", company: "C", subject: "S", message: "M" };
    const due = await saveDemoRequest(base, { ...input, email: "due@example.com" });
    const queued = [
      await saveDemoRequest({ ...base, claimMailsMs: 120_000 }, { ...input, email: "q1@example.com" }),
      await saveDemoRequest({ ...base, claimMailsMs: 120_000 }, { ...input, email: "q2@example.com" }),
    ];
    if (due.status !== "saved" || queued.some((lead) => lead.status !== "saved")) throw new Error("not saved");
    const order: string[] = [];
    const worker = startMailWorker(
      {
        db: database().db,
        deliver: async (row: OutboxRow) => {
          // Rows an earlier test left due in the same database count as the database's turn too.
          order.push(queued.some((lead) => lead.status === "saved" && lead.leadId === row.leadId) ? "queue" : row.leadId === due.leadId ? "db" : "other db");
          return { ok: true };
        },
      },
      { intervalMs: 600_000, batchSize: 1 },
    );
    expect(worker.enqueue(queued.flatMap((lead) => (lead.status === "saved" ? lead.claimed! : [])))).toBe(true);
    worker.kick();
    await expect.poll(() => order.filter((turn) => turn !== "other db").length, { timeout: 5000 }).toBe(6);
    await worker.stop();
    // Until the queue is empty, every other mail comes from the database.
    const lastQueued = order.lastIndexOf("queue");
    const turns = order.slice(0, lastQueued + 1).map((turn) => (turn === "queue" ? "queue" : "db"));
    expect(turns.slice(0, 4)).toEqual(["queue", "db", "queue", "db"]);
    expect(order.filter((turn) => turn === "db")).toHaveLength(2);
  });
});

