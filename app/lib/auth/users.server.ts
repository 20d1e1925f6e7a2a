import { database } from "~/db/database.server";
import { users } from "~/db/schema";

export type Identity = { subject: string; email: string; firstName: string | null; lastName: string | null };

/** Creates or refreshes the user for an identity provider subject; returns the user's id. */
export async function upsertUser(d1: D1Database, identity: Identity): Promise<string> {
  const [row] = await database(d1)
    .insert(users)
    .values(identity)
    .onConflictDoUpdate({
      target: users.subject,
      set: { email: identity.email, firstName: identity.firstName, lastName: identity.lastName, updatedAt: new Date() },
    })
    .returning({ id: users.id });
  return row!.id;
}
