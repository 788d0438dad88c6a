import { describe, expect, it } from "vitest";
import { EMBED_BASE, playerUrl, videoDemos, videoFrameOrigins } from "~/content/videos";

describe("video demos", () => {
  it("has three demos with unique ids", () => {
    expect(videoDemos).toHaveLength(3);
    expect(new Set(videoDemos.map((v) => v.id)).size).toBe(3);
  });

  it("plays recordings of the site's own, each with a still, and nothing from YouTube", () => {
    for (const demo of videoDemos) {
      expect(demo.videoUrl, demo.id).toMatch(/\.webm$/);
      expect(demo.still, demo.id).toMatch(/\.jpg$/);
      expect(playerUrl(demo.videoUrl)).toBe(demo.videoUrl);
    }
    // So the page policies frame no video host.
    expect(videoFrameOrigins).toEqual([]);
  });

  it("turns autoplay on for a YouTube embed, which loads only once Play is pressed", () => {
    expect(playerUrl(`${EMBED_BASE}abc`)).toBe(`${EMBED_BASE}abc?autoplay=1`);
    expect(playerUrl(`${EMBED_BASE}abc?rel=0`)).toBe(`${EMBED_BASE}abc?rel=0&autoplay=1`);
  });
});
