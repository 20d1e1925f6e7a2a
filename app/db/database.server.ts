import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzle<typeof schema, D1Database>>;

// A client holds no request state (D1 has no interactive transactions), and building one walks the
// whole schema: one per binding, for the isolate's life.
const clients = new WeakMap<D1Database, Database>();

/** The drizzle client for a D1 binding. */
export function database(d1: D1Database): Database {
  let client = clients.get(d1);
  if (!client) {
    client = drizzle(d1, { schema });
    clients.set(d1, client);
  }
  return client;
}
