import { company } from "~/content/company";
import { getEnv } from "~/server/env.server";

/**
 * The built-in assistant page the chat frame shows until CHAT_APP_URL points to the hosted
 * chatbot app. It offers the same ways forward a person would: book a demo, write, or call.
 * Plain HTML with no script, so it costs almost nothing and never breaks.
 */
export function loader() {
  const { SITE_URL } = getEnv();
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Chat with ${escape(company.name)}</title>
<link rel="stylesheet" href="/chat-widget.css"></head>
<body><main>
<p class="bubble">Hi! Thanks for stopping by ${escape(company.name)}.</p>
<p class="bubble">Our chat assistant is not connected on this site yet, but a real person reads every message and replies within 24 business hours. How would you like to continue?</p>
<div class="actions">
<a class="btn" href="${SITE_URL}/book-demo" target="_top">Book a free demo</a>
<a class="btn alt" href="${SITE_URL}/contact" target="_top">Send us a message</a>
<a class="btn alt" href="tel:${company.phone.e164}" target="_top">Call ${escape(company.phone.display)}</a>
</div>
<small>${escape(company.openingHours.label)}</small>
</main></body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300", "X-Robots-Tag": "noindex" },
  });
}
