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
});
