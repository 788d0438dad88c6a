// An in-process SMTP server (smtp-server) on loopback that keeps what it receives.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  messageId: string;
  to: string;
  /** The whole message as the server got it. */
  raw: string;
}

/** An SMTP server on a fixed loopback port that can be stopped and started again. */
export class Inbox {
  received: Received[] = [];
  port = 0;
  private server?: SMTPServer;

  async start(port = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Stopping is the mail server going down: a sender's open connection (the site keeps one
      // pooled) is told 421 and closed at once, not after smtp-server's 30-second grace.
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          const messageId = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "";
          this.received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
          callback();
        });
      },
    });
    // A sender that vanishes mid-session (a server killed by a test) is not an error of the inbox.
    this.server.on("error", () => {});
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A header of a received mail, unfolded to its first line. */
export function header(raw: string, name: string) {
  return new RegExp(`^${name}:\\s*(.+)$`, "im").exec(raw)?.[1]?.trim();
}

export function mailsTo(inbox: Inbox, address: string): Received[] {
  return inbox.received.filter((m) => m.to.toLowerCase() === address.toLowerCase());
}

/** The company's notification (to `notifyTo`) about the lead of `visitor`: its Reply-To is the visitor. */
export function notificationFor(inbox: Inbox, notifyTo: string, visitor: string): Received[] {
  return mailsTo(inbox, notifyTo).filter((m) => header(m.raw, "Reply-To")?.toLowerCase().includes(visitor.toLowerCase()));
}
