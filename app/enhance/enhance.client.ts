/**
 * All the browser code of the site (docs/decisions/0008): React renders pages on the server
 * only, and this module gives them their behaviour: the top bar's menus and scrolled state, the
 * chat panel and its button's keeping clear of controls, the typeface once the page has painted, the five lead forms, toasts, the
 * current year in the footer, the home page's video carousel, the FAQ accordion, a course's level
 * tabs and the training registration section.
 * Listeners sit on the document, so one listener serves every control of its kind.
 */
import { installAccordions } from "~/enhance/accordion";
import { installCarousels } from "~/enhance/carousel";
import { installChatClearance } from "~/enhance/chat-clearance";
import { installDisclosures } from "~/enhance/disclosure";
import { installLeadForms } from "~/enhance/lead-forms";
import { installOpenChat } from "~/enhance/open-chat";
import { installTabs } from "~/enhance/tabs";
import { installTrainingRegister } from "~/enhance/training-register";
import { installTypeface } from "~/enhance/typeface";
import { landingReferrer } from "~/lib/landing-referrer";
import { installToastRegion } from "~/lib/toast";

/** Offset past which the top bar counts as scrolled (spec: 10 px). */
const SCROLL_THRESHOLD = 10;

function installScrolledFlag(): void {
  const update = () => {
    const scrolled = window.scrollY > SCROLL_THRESHOLD ? "true" : "false";
    for (const header of document.querySelectorAll<HTMLElement>("[data-site-header]")) header.dataset.scrolled = scrolled;
  };
  // Reading scrollY lays the page out; in the next frame's callback that is the layout the frame
  // does anyway, where during this module's evaluation it would be a second, forced one.
  requestAnimationFrame(update);
  window.addEventListener("scroll", update, { passive: true });
}

function install(): void {
  const root = document.documentElement;
  if (root.dataset.enhanced) return;
  installTypeface(root);
  installDisclosures();
  installChatClearance();
  installOpenChat();
  installCarousels();
  installAccordions();
  installTabs();
  installLeadForms();
  installTrainingRegister();
  installScrolledFlag();
  // Prerendered pages carry the build's year; a page read after New Year shows the new one.
  for (const year of document.querySelectorAll("[data-current-year]")) year.textContent = String(new Date().getFullYear());
  // What no control waits for runs in a task of its own, so that the page's first task stays
  // short (the first read of sessionStorage alone can take milliseconds on a phone). The live
  // regions must exist before a message is put in them; showToast makes them too if need be.
  setTimeout(() => {
    landingReferrer();
    installToastRegion();
    root.dataset.enhanced = "true";
  }, 0);
}

install();
