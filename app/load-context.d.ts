// What server/main.mjs hands every loader and action (getLoadContext).
import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as Express read it (TRUST_PROXY applied). */
    clientIp?: string;
    /** The Content-Security-Policy nonce of a workspace page's scripts. */
    cspNonce?: string;
  }
}
