import { describe, expect, it } from "vitest";
import { canonicalEmail, mailboxKey } from "~/forms/email-address";

const DOMAIN_252 = `${"b".repeat(63)}.${"b".repeat(63)}.${"b".repeat(63)}.${"c".repeat(60)}`;

function key(raw: string): string | null {
  const canonical = canonicalEmail(raw);
  return canonical === null ? null : mailboxKey(canonical);
}

describe("canonicalEmail", () => {
  it.each([
    [" Ａda.Lovelace+news@ＧＭＡＩＬ.com. ", "ada.lovelace+news@gmail.com"],
    ["user@bücher.example", "user@xn--bcher-kva.example"],
    ["user@XN--BCHER-KVA.example", "user@xn--bcher-kva.example"],
    ["user@BÜCHER.example", "user@xn--bcher-kva.example"],
    ["first.last+tag@mail.example.com", "first.last+tag@mail.example.com"],
    ["a@b.co\n", "a@b.co"],
    ["\u00A0a@b.co\u3000", "a@b.co"],
  ])("writes %j as %j", (raw, canonical) => {
    expect(canonicalEmail(raw)).toBe(canonical);
  });

  it.each([
    ["soft hyphen", "vic\u00ADtim@gmail.com"],
    ["zero-width space", "vic\u200Btim@gmail.com"],
    ["zero-width joiner", "vic\u200Dtim@gmail.com"],
    ["right-to-left override", "victim@gmail.com\u202E"],
    ["isolate", "vic\u2066tim@gmail.com"],
    ["word joiner", "vic\u2060tim@gmail.com"],
    ["byte order mark", "\uFEFFvictim@gmail.com"],
    ["Mongolian vowel separator", "vic\u180Etim@gmail.com"],
    ["combining grapheme joiner", "vic\u034Ftim@gmail.com"],
    ["variation selector", "vic\uFE0Ftim@gmail.com"],
    ["tag character", "victim\u{E0041}@gmail.com"],
    ["Hangul filler", "vic\u3164tim@gmail.com"],
    ["line separator", "vic\u2028tim@gmail.com"],
    ["space inside", "vic tim@gmail.com"],
    ["control character", "vic\u0007tim@gmail.com"],
    ["invisible in the domain", "victim@gm\u00ADail.com"],
    ["encoded word", "=?utf-8?q?victim?=@gmail.com"],
    ["quoted local part", '"victim"@gmail.com'],
    ["comment", "victim(x)@gmail.com"],
    ["display name", "Victim <victim@gmail.com>"],
    ["two at signs", "a@b@c.com"],
    ["IP literal", "victim@[127.0.0.1]"],
    ["bare IPv4", "victim@127.0.0.1"],
    ["IPv4 in hex", "victim@0x7f.1"],
    ["single label", "a@localhost"],
    ["empty label", "a@b..com"],
    ["two trailing dots", "a@b.com.."],
    ["leading hyphen", "a@-b.com"],
    ["trailing hyphen", "a@b-.com"],
    ["underscore", "a@b_c.com"],
    ["ideographic full stop", "a@b.c\u3002com"],
    ["emoji", "a@\u{1F600}.com"],
    ["port", "a@b.com:25"],
    ["percent escape", "a@b%2ec.com"],
    ["numeric top-level label", "a@example.123"],
    ["label over 63", `a@${"b".repeat(64)}.com`],
    ["local part over 64", `${"a".repeat(65)}@b.com`],
    ["local part over 64 in UTF-8", `${"é".repeat(33)}@b.com`],
    ["over 254 in all", `ab@${DOMAIN_252}`],
    ["not an address", "plain"],
    ["empty", ""],
  ])("refuses a %s", (_why, raw) => {
    expect(canonicalEmail(raw)).toBeNull();
  });

  it("keeps a local part of 64 and an address of 254", () => {
    expect(canonicalEmail(`${"a".repeat(64)}@b.com`)).not.toBeNull();
    expect(canonicalEmail(`a@${DOMAIN_252}`)).toHaveLength(254);
  });
});

describe("mailboxKey", () => {
  it.each([
    "victim@gmail.com",
    "v.ictim@gmail.com",
    "vic.tim+1@gmail.com",
    "VICTIM@GMAIL.COM",
    "victim@googlemail.com",
    "victim@gmail.com.",
    "ｖｉｃｔｉｍ@gmail.com",
    "victim+x@gmail.com",
    "V.I.C.T.I.M+a+b@GoogleMail.com",
  ])("counts %j as victim@gmail.com", (raw) => {
    expect(key(raw)).toBe("victim@gmail.com");
  });

  it("keeps dots outside Gmail and strips plus tags everywhere", () => {
    expect(key("john@outlook.com")).toBe("john@outlook.com");
    expect(key("j.ohn@outlook.com")).toBe("j.ohn@outlook.com");
    expect(key("john+x@outlook.com")).toBe("john@outlook.com");
    expect(key("John+x@iCloud.com")).toBe("john@icloud.com");
  });

  it("keeps providers' sister domains and Yahoo's hyphen apart", () => {
    const keys = ["john@hotmail.com", "john@outlook.com", "john@live.com", "john@msn.com"].map(key);
    expect(new Set(keys).size).toBe(4);
    expect(key("john-shop@yahoo.com")).toBe("john-shop@yahoo.com");
  });

  it("maps Fastmail's subdomain addresses to the account", () => {
    expect(key("shop@john.fastmail.com")).toBe("john@fastmail.com");
    expect(key("shop+x@john.fastmail.fm")).toBe("john@fastmail.fm");
    expect(key("john+x@fastmail.com")).toBe("john@fastmail.com");
  });

  it("keeps a leading plus", () => {
    expect(key("+x@example.com")).toBe("+x@example.com");
  });
});
