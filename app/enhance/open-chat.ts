/**
 * Buttons in a page's content that open the chat panel (`[data-open-chat]`, the AI Chatbots
 * page's "Ask Your Own Question"). They press the floating Chat button, so the panel opens the way
 * it always does (app/enhance/disclosure.ts: the frame made on first open, focus moved into the
 * panel; Escape or Close returns focus to the Chat button). An open panel just takes focus.
 */
export function installOpenChat(): void {
  document.addEventListener("click", (event) => {
    const opener = (event.target as Element).closest("[data-open-chat]");
    if (!opener) return;
    const widget = document.querySelector<HTMLElement>("[data-chat-widget]");
    const button = widget?.querySelector<HTMLButtonElement>(":scope > [data-disclosure-button]");
    if (!widget || !button) return;
    event.preventDefault();
    if (button.getAttribute("aria-expanded") !== "true") button.click();
    else widget.querySelector<HTMLElement>("section button, section iframe")?.focus();
  });
}
