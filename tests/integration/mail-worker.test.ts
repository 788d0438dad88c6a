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
      {
        db: database().db,
        source: leadSource(new Request("http://localhost/book-demo")),
        notifyTo: "leads@example.com",
        messageHost: "test.example",
      },
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
    await expect
      .poll(
        async () =>
          (await database().db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId))).every((r) => r.status === "sent"),
        { timeout: 5000 },
      )
      .toBe(true);
    await worker.stop();
    expect(new Set(delivered).size).toBe(2);
    expect(delivered).toHaveLength(2);
  });

  it("leaves a confirmation claimed for its request's first try alone until the claim runs out", async () => {
    const context = {
      db: database().db,
      source: leadSource(new Request("http://localhost/book-demo")),
      notifyTo: "leads@example.com",
      messageHost: "test.example",
      claimMs: 120_000,
    };
    const input = { firstName: "A", lastName: "B", company: "C", subject: "S", message: "M" };
    const lead = await saveDemoRequest(context, { ...input, email: "claimed@example.com" });
    if (lead.status !== "saved" || !lead.confirmation) throw new Error("not saved");
    expect(lead.confirmation.attempts).toBe(1);

    const delivered: string[] = [];
    const deliver = async (row: OutboxRow) => {
      delivered.push(row.kind);
      return { ok: true } as const;
    };
    // The request that saved it is still trying: the worker sends only the company's notification.
    const worker = startMailWorker({ db: database().db, deliver }, { intervalMs: 600_000 });
    await worker.tick();
    await worker.stop();
    const mine = async () =>
      (await database().db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead.leadId))).sort((a, b) =>
        a.kind.localeCompare(b.kind),
      );
    expect((await mine()).map((row) => [row.kind, row.status])).toEqual([
      ["demo-auto-reply", "pending"],
      ["demo-notification", "sent"],
    ]);

    // That process died: once the claim has run out, a worker sends it.
    const later = startMailWorker({ db: database().db, deliver, now: () => new Date(Date.now() + 121_000) }, { intervalMs: 600_000 });
    await later.tick();
    await later.stop();
    expect((await mine()).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(delivered.filter((kind) => kind.startsWith("demo-"))).toEqual(["demo-notification", "demo-auto-reply"]);
  });
});
