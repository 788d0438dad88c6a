import { describe, expect, it } from "vitest";
import { EnvError, getEnv } from "~/server/env.server";

describe("mail configuration", () => {
  it("defaults senders and the leads inbox to the company's facts, and leaves SMTP off", () => {
    const env = getEnv({} as NodeJS.ProcessEnv);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('"Piedmont AI Works" <no-reply@example.com>');
    expect(env.MAIL_REPLY_TO).toBe("hello@example.com");
    expect(env.LEADS_NOTIFY_TO).toBe("hello@example.com");
    expect(env.MAIL_RETRY_BASE_MS).toBe(30_000);
  });

  it("accepts smtp:// and smtps:// URLs and address lists", () => {
    const env = getEnv({
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      MAIL_FROM: "Sales <sales@example.com>",
      LEADS_NOTIFY_TO: "a@example.com, b@example.com",
    } as NodeJS.ProcessEnv);
    expect(env.SMTP_URL).toBe("smtps://user:secret@smtp.example.com:465");
    expect(env.LEADS_NOTIFY_TO).toBe("a@example.com, b@example.com");
  });

  it.each([
    ["SMTP_URL", "http://smtp.example.com", /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ["MAIL_FROM", "not an address", /MAIL_FROM must be one address/],
    ["MAIL_REPLY_TO", "a@b.co, c@d.co", /MAIL_REPLY_TO must be one address/],
    ["LEADS_NOTIFY_TO", "sales", /LEADS_NOTIFY_TO must be one or more addresses/],
    ["MAIL_RETRY_BASE_MS", "soon", /MAIL_RETRY_BASE_MS must be a whole number of milliseconds/],
    ["MAIL_RETRY_BASE_MS", "50", /MAIL_RETRY_BASE_MS must be at least 100/],
  ])("names %s when its value is wrong", (name, value, message) => {
    expect(() => getEnv({ [name]: value } as NodeJS.ProcessEnv)).toThrow(EnvError);
    expect(() => getEnv({ [name]: value } as NodeJS.ProcessEnv)).toThrow(message);
  });
});

describe("the site's origin", () => {
  it("is SITE_URL without a trailing slash, or unset the address on this machine at PORT", () => {
    expect(getEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(getEnv({ PORT: "4000" }).SITE_URL).toBe("http://localhost:4000");
    expect(getEnv({ PORT: "4000", SITE_URL: "https://www.example.com/" }).SITE_URL).toBe("https://www.example.com");
    expect(() => getEnv({ SITE_URL: "www.example.com" })).toThrow(/SITE_URL must be an absolute http\(s\) URL/);
  });
});

describe("addresses the server trusts", () => {
  it("takes the chat app from a path on this site or an https:// URL, never from another host posing as a path", () => {
    expect(getEnv({}).CHAT_APP_URL).toBe("/chat-widget");
    expect(getEnv({ CHAT_APP_URL: "/assistant" }).CHAT_APP_URL).toBe("/assistant");
    expect(getEnv({ CHAT_APP_URL: "https://chat.example.com/app" }).CHAT_APP_URL).toBe("https://chat.example.com/app");
    for (const bad of ["//evil.example/chat", "/\\evil.example/chat", "http://chat.example.com", "https:///x", "chat"]) {
      expect(() => getEnv({ CHAT_APP_URL: bad }), bad).toThrow(/CHAT_APP_URL must be a path on this site/);
    }
  });

  it("refuses TRUST_PROXY=true, and takes a hop count or proxy addresses", () => {
    expect(() => getEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true would let every client choose its own address/);
    expect(getEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(getEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    expect(getEnv({}).TRUST_PROXY).toBe(false);
  });
});

describe("the lead webhook", () => {
  it("is off unless set, and takes an https:// URL as it is", () => {
    expect(getEnv({}).LEAD_WEBHOOK_URL).toBeUndefined();
    const slack = "https://hooks.slack.com/services/T000/B000/XXXX";
    expect(getEnv({ LEAD_WEBHOOK_URL: slack }).LEAD_WEBHOOK_URL).toBe(slack);
    const teams = "https://prod-00.westus.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?api-version=2016-06-01&sig=xyz";
    expect(getEnv({ LEAD_WEBHOOK_URL: teams }).LEAD_WEBHOOK_URL).toBe(teams);
  });

  it("takes http:// only for this machine", () => {
    for (const local of ["http://127.0.0.1:8080/hook", "http://localhost:9000/", "http://[::1]:3001/x", "http://127.1.2.3/"]) {
      expect(getEnv({ LEAD_WEBHOOK_URL: local }).LEAD_WEBHOOK_URL, local).toBe(local);
    }
  });

  it.each([
    "http://hooks.slack.com/services/T000/B000/XXXX",
    "http://10.0.0.5/hook",
    "http://localhost.example.com/hook",
    "http://127.0.0.1.example.com/hook",
    "ftp://hooks.example.com/x",
    "hooks.slack.com/services/T000",
    "https://",
  ])("refuses %s and says what it takes", (value) => {
    expect(() => getEnv({ LEAD_WEBHOOK_URL: value })).toThrow(EnvError);
    expect(() => getEnv({ LEAD_WEBHOOK_URL: value })).toThrow(
      /LEAD_WEBHOOK_URL must be an https:\/\/ URL such as https:\/\/hooks\.slack\.com\/services\/.*\(http:\/\/ only for localhost or 127\.0\.0\.1\)/,
    );
  });

  it("never repeats the refused URL, whose path may be a secret", () => {
    expect(() => getEnv({ LEAD_WEBHOOK_URL: "http://hooks.example.com/SECRET-TOKEN" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("SECRET-TOKEN") }),
    );
  });
});
