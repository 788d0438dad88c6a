import { describe, expect, it } from "vitest";
import { mailDomain, messageIdFor, siteHost } from "~/server/mail/message.server";

// The site and its mail may live on different domains: Message-IDs follow the sender's.
const env = { SITE_URL: "https://www.example.com", MAIL_FROM: '"Piedmont AI Works" <no-reply@Mail.Example.NET>' };

describe("Message-IDs", () => {
  it("take the domain of MAIL_FROM's address, not the site's host", () => {
    expect(mailDomain(env)).toBe("mail.example.net");
    expect(mailDomain({ MAIL_FROM: "no-reply@example.org" })).toBe("example.org");
    expect(messageIdFor("row-1", env)).toBe("<row-1@mail.example.net>");
    expect(messageIdFor("row-1", env)).not.toContain(siteHost(env));
  });

  it("keep an id that already is a Message-ID, and make any other id safe", () => {
    expect(messageIdFor("<abc@other.example>", env)).toBe("<abc@other.example>");
    expect(messageIdFor("a b<c>\r\n", env)).toBe("<a-b-c---@mail.example.net>");
    expect(messageIdFor("...", env)).toBe("<mail@mail.example.net>");
  });
});
