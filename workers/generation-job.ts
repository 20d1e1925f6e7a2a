import { DurableObject } from "cloudflare:workers";

/**
 * One Durable Object per generation: it runs the writer, keeps the events it sent (so a client
 * that reconnects with Last-Event-ID gets what it missed) and saves the result to D1.
 */
export class GenerationJob extends DurableObject<Env> {
  async ping(): Promise<"pong"> {
    return "pong";
  }
}
