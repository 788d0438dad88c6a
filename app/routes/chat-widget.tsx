import stylesheet from "~/enhance/assistant/assistant.css?url";
import { company } from "~/content/company";
import { MAX_MESSAGE_CHARS } from "~/lib/assistant-answer";
import { assistantScript } from "virtual:assistant-script";

/**
 * The site's own assistant (docs/decisions/0018), the page the chat panel's frame shows unless
 * CHAT_APP_URL names a hosted app. It is a document this loader writes, not a React route: it
 * has none of the site's header, footer or Chat button, it never hydrates, and it loads only its
 * own stylesheet and one module (app/enhance/assistant.client.ts, its own hashed chunk: see
 * vite.config.ts), and only when a visitor first opens the panel. The public pages load neither.
 * The greeting, the composer and the ways to reach a person are in the HTML; the module adds the
 * conversation (POST /assistant) and keeps it for the visit. No inline script or style (CSP).
 */
export function loader() {
  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const name = escape(company.name);
  const phone = escape(company.phone.display);
  const tel = `tel:${company.phone.e164}`;
  const script = assistantScript
    ? [
        ...assistantScript.preload.map((href) => `<link rel="modulepreload" href="${escape(href)}">`),
        `<script type="module" src="${escape(assistantScript.src)}"></script>`,
      ].join("\n")
    : "";
  const suggestions = [
    "What does a chatbot cost?",
    "Which AWS courses do you run?",
    "How do RAG systems use my documents?",
    "Book a free demo",
  ];
  // The ways to reach a person: the footer shows them, and the module copies them into an answer
  // that could not be given (the assistant unreachable, too many questions).
  const people = `<a class="action primary" href="/book-demo" target="_top">Book a free demo</a>
<a class="action" href="/contact" target="_top">Send us a message</a>
<a class="action" href="${tel}" target="_top">Call ${phone}</a>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Ask the ${name} assistant</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escape(stylesheet)}">
${script}
</head>
<body>
<main class="app" data-assistant>
<h1 class="sr-only">The ${name} assistant: automated answers from our website</h1>
<section class="log" id="log" role="log" aria-live="polite" aria-label="Conversation" tabindex="0">
<div class="turn assistant" data-greeting>
<div class="bubble"><p>Hi! I’m ${name}’s automated assistant. Ask me about our AI chatbots, document Q&amp;A systems, AWS training, pricing or a demo. I answer from this website and show where it says so.</p></div>
<div class="suggestions" data-suggestions>
${suggestions.map((text) => `<button type="button" class="chip" data-say="${escape(text)}">${escape(text)}</button>`).join("\n")}
</div>
</div>
</section>
<form class="composer" data-composer>
<label class="sr-only" for="question">Your question</label>
<textarea id="question" name="question" rows="1" maxlength="${MAX_MESSAGE_CHARS}" autocomplete="off" placeholder="Ask a question…" aria-describedby="question-hint"></textarea>
<button type="submit" class="send" data-send><svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M4 12 20 4l-6 16-3-7z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg><span class="sr-only">Send</span></button>
</form>
<p class="hint sr-only" id="question-hint" data-hint>Enter sends, Shift+Enter adds a line.</p>
<noscript><p class="hint">The assistant needs JavaScript. You can still reach us below.</p></noscript>
<footer class="people"><span><span class="people-lead">Prefer a person? </span><a href="/book-demo" target="_top">Book a free demo</a> <span class="nowrap" aria-hidden="true">·</span> <a href="${tel}" target="_top" aria-label="Call ${phone}">${phone}</a></span><button type="button" class="reset" data-reset hidden>New conversation</button></footer>
<template id="people-actions">${people}</template>
</main>
</body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300", "X-Robots-Tag": "noindex" },
  });
}
