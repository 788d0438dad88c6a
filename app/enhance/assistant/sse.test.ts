import { describe, expect, it } from "vitest";
import { sseParser, type SseEvent } from "~/enhance/assistant/sse";

function read(pieces: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = sseParser((event) => events.push(event));
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return events;
}

describe("the assistant's event-stream reader", () => {
  const stream =
    'event: sources\ndata: {"sources":[]}\n\nevent: delta\ndata: {"text":"Hi"}\n\n: a comment\n\nevent: done\ndata: {"answer":"Hi"}\n\n';

  it("reads the events in order, whole or cut anywhere", () => {
    const expected = [
      { event: "sources", data: '{"sources":[]}' },
      { event: "delta", data: '{"text":"Hi"}' },
      { event: "done", data: '{"answer":"Hi"}' },
    ];
    expect(read([stream])).toEqual(expected);
    expect(read([...stream])).toEqual(expected);
    for (let cut = 1; cut < stream.length; cut += 7) expect(read([stream.slice(0, cut), stream.slice(cut)])).toEqual(expected);
  });

  it("takes CRLF line ends (split between pieces too), several data lines and an event without a name", () => {
    expect(read(["event: delta\r", "\ndata: a\r\ndata: b\r\n\r", "\ndata: c\r\n\r\n"])).toEqual([
      { event: "delta", data: "a\nb" },
      { event: "message", data: "c" },
    ]);
  });

  it("reads a last event that ends without a blank line, and skips one without data", () => {
    expect(read(["event: ping\n\nevent: done\ndata: {}"])).toEqual([{ event: "done", data: "{}" }]);
  });
});
