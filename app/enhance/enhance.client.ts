/**
 * The behaviour every page needs, hydrated or not (docs/decisions/0008): the top bar's menus and
 * scrolled state, the chat panel, the newsletter form, toasts, the current year in the footer,
 * the home page's video carousel, the FAQ accordion and a course's level tabs. Listeners sit on the document, so markup that React
 * renders later (a client-side navigation) works the same without being set up again.
 */
import { installAccordions } from "~/enhance/accordion";
import { installCarousels } from "~/enhance/carousel";
import { installDisclosures } from "~/enhance/disclosure";
import { installNewsletterForms } from "~/enhance/newsletter";
import { installTabs } from "~/enhance/tabs";
import { landingReferrer } from "~/lib/landing-referrer";
import { installToastRegion } from "~/lib/toast";

/** Offset past which the top bar counts as scrolled (spec: 10 px). */
const SCROLL_THRESHOLD = 10;

function installScrolledFlag(): void {
  const update = () => {
    const scrolled = window.scrollY > SCROLL_THRESHOLD ? "true" : "false";
    for (const header of document.querySelectorAll<HTMLElement>("[data-site-header]")) header.dataset.scrolled = scrolled;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

function install(): void {
  const root = document.documentElement;
  if (root.dataset.enhanced) return;
  landingReferrer();
  installToastRegion();
  installDisclosures();
  installCarousels();
  installAccordions();
  installTabs();
  installNewsletterForms();
  installScrolledFlag();
  // Prerendered pages carry the build's year; a page read after New Year shows the new one.
  for (const year of document.querySelectorAll("[data-current-year]")) year.textContent = String(new Date().getFullYear());
  root.dataset.enhanced = "true";
}

install();
