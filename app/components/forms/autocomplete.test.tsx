import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ContactForm } from "~/components/forms/contact-form";
import { DemoRequestForm } from "~/components/forms/demo-request-form";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { TrainingRegistrationForm } from "~/components/forms/training-registration-form";
import { countryOptions } from "~/forms/training-registration";

/**
 * The HTML standard's autofill rules (4.10.18.7): each autofill field name belongs to a control
 * group, and an input type allows only some groups. `type="tel"` allows the Tel group ("tel")
 * alone: "tel-national" and the other parts of a number are in the Text group, which needs a
 * text-like input such as `type="text"` (the W3C checker reports the other combination as an error).
 */
const TEXT_GROUP_ONLY = new Set([
  "tel-country-code",
  "tel-national",
  "tel-area-code",
  "tel-local",
  "tel-local-prefix",
  "tel-local-suffix",
  "tel-extension",
  "given-name",
  "family-name",
  "organization",
  "country",
]);
const ALLOWED_BY_TYPE: Record<string, (token: string) => boolean> = {
  text: () => true,
  search: () => true,
  hidden: () => true,
  tel: (token) => token === "tel" || token === "on" || token === "off",
  email: (token) => ["email", "username", "on", "off"].includes(token),
  number: (token) => !TEXT_GROUP_ONLY.has(token) || token === "off",
};

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

function inputs(html: string): { tag: string; type: string; autocomplete: string | undefined; name: string | undefined }[] {
  return [...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) => ({
    tag,
    type: /\btype="([^"]*)"/.exec(tag)?.[1] ?? "text",
    autocomplete: /\bautoComplete="([^"]*)"/i.exec(tag)?.[1],
    name: /\bname="([^"]*)"/.exec(tag)?.[1],
  }));
}

describe("autocomplete tokens", () => {
  const forms = {
    training: render(<TrainingRegistrationForm countries={countryOptions()} />),
    contact: render(<ContactForm />),
    demo: render(<DemoRequestForm />),
    newsletter: render(<NewsletterForm />),
  };

  it.each(Object.entries(forms))("the %s form uses only tokens its inputs' types allow", (_name, html) => {
    const wrong = inputs(html).filter((input) => {
      if (!input.autocomplete) return false;
      const token = input.autocomplete.split(/\s+/).at(-1)!.toLowerCase();
      const allowed = ALLOWED_BY_TYPE[input.type];
      return !allowed || !allowed(token);
    });
    expect(wrong.map((input) => input.tag)).toEqual([]);
  });

  it("the phone number is a text field with the national number's token and a telephone keypad", () => {
    const phone = inputs(forms.training).find((input) => input.name === "contactNumber");
    expect(phone).toMatchObject({ type: "text", autocomplete: "tel-national" });
    expect(phone?.tag).toMatch(/\binputMode="tel"/i);
  });
});
