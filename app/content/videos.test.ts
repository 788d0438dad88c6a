import { describe, expect, it } from "vitest";
import { autoplayUrl, videoDemos } from "~/content/videos";

describe("video demos", () => {
  it("has three demos with unique ids", () => {
    expect(videoDemos).toHaveLength(3);
    expect(new Set(videoDemos.map((v) => v.id)).size).toBe(3);
  });

  it("embeds from youtube-nocookie.com", () => {
    for (const v of videoDemos) expect(v.videoUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);
  });

  it("appends autoplay=1 to the player URL", () => {
    expect(autoplayUrl("https://www.youtube-nocookie.com/embed/abc")).toBe("https://www.youtube-nocookie.com/embed/abc?autoplay=1");
    expect(autoplayUrl("https://www.youtube-nocookie.com/embed/abc?rel=0")).toBe(
      "https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1",
    );
  });
});
