/** One server-sent event: its name ("message" when the server gave none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A reader of `text/event-stream` text that arrives in pieces of any size: `push` each piece,
 * `end` when the stream closes; `onEvent` gets each complete event in order. Comments and
 * unknown fields are skipped, as the format says.
 */
export function sseParser(onEvent: (event: SseEvent) => void) {
  let buffer = "";

  const dispatch = (block: string) => {
    let name = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") name = value || "message";
      else if (field === "data") data.push(value);
    }
    if (data.length) onEvent({ event: name, data: data.join("\n") });
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A "\r" at the end may be the first half of a "\r\n": it waits for the next piece.
      const held = buffer.endsWith("\r") ? "\r" : "";
      let text = (held ? buffer.slice(0, -1) : buffer).replace(/\r\n?/g, "\n");
      let end: number;
      while ((end = text.indexOf("\n\n")) >= 0) {
        dispatch(text.slice(0, end));
        text = text.slice(end + 2);
      }
      buffer = text + held;
    },
    end() {
      const rest = buffer.replace(/\r\n?/g, "\n");
      buffer = "";
      if (rest.trim()) dispatch(rest);
    },
  };
}
