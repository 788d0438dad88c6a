import { cn } from "~/lib/cn";

const BULLET = /^\s*[-*•]\s+(.*)$/;

type Block = { kind: "p"; lines: string[] } | { kind: "ul"; items: string[] };

/** An answer's text as the chat panel shows it (app/enhance/assistant/render.ts): paragraphs, and "- " lines as a list. */
export function answerBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const bullet = BULLET.exec(line);
    const last = blocks.at(-1);
    if (bullet) {
      if (last?.kind === "ul") last.items.push(bullet[1]!);
      else blocks.push({ kind: "ul", items: [bullet[1]!] });
    } else if (!line.trim()) {
      blocks.push({ kind: "p", lines: [] });
    } else if (last?.kind === "p") {
      last.lines.push(line.trim());
    } else {
      blocks.push({ kind: "p", lines: [line.trim()] });
    }
  }
  return blocks.filter((block) => (block.kind === "p" ? block.lines.length > 0 : true));
}

/** The words of an answer of the site's assistant, as text (never as HTML). */
export function AnswerText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn("space-y-2", className)}>
      {answerBlocks(text).map((block, index) =>
        block.kind === "ul" ? (
          <ul key={index} className="list-disc space-y-1 pl-5 marker:text-slate-400">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.lines.join(" ")}</p>
        ),
      )}
    </div>
  );
}
