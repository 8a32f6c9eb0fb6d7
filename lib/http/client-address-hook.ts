import "server-only";
import { Server, type IncomingMessage } from "node:http";
import { env } from "@/lib/env";
import { resolveClientAddress } from "./client-address";

const marker = Symbol.for("compliance-console.client-address-hook");

/**
 * Next only fills X-Forwarded-For from the socket when the client sent none, and route handlers
 * never see the socket. So, before Next handles a request, the header is replaced by the one
 * address the limits may trust (lib/http/client-address.ts): a client-written value cannot pick
 * its own rate-limit bucket. Installed once per process from instrumentation.ts.
 */
export function installClientAddressHook(): void {
  const proto = Server.prototype as Server & { [marker]?: true };
  if (proto[marker]) return;
  proto[marker] = true;
  const trust = { hops: env.TRUSTED_PROXY_HOPS, proxies: env.TRUSTED_PROXIES };
  const emit = proto.emit;
  proto.emit = function patchedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      request.headers["x-forwarded-for"] = resolveClientAddress(
        request.socket.remoteAddress,
        request.headers["x-forwarded-for"],
        trust,
      );
      delete request.headers["x-real-ip"];
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}
