// The page policies name a video host only while a home page demo plays from it (app/content/videos.ts).
import { expect, it } from "vitest";
import { permissionsPolicy, securityHeaders } from "./headers.mjs";
import { staticHeaders } from "./prerendered.mjs";

const csp = (videoOrigins) => staticHeaders(securityHeaders({ chatUrl: "", videoOrigins }))["content-security-policy"];

it("frames and lets go full screen only the site, and the video host a demo plays from", () => {
  expect(csp([])).toContain("frame-src 'self';");
  expect(permissionsPolicy([])).toContain("fullscreen=(self)");
  expect(csp(["https://www.youtube-nocookie.com"])).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
  expect(permissionsPolicy(["https://www.youtube-nocookie.com"])).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
  // The site's own recordings play under media-src either way.
  expect(csp([])).toContain("media-src 'self'");
});
