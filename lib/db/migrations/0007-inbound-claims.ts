import type { Kysely, Migration } from "kysely";

/**
 * A claim on an unprocessed inbound delivery (lib/db/inbound-claims.ts): the instance that stored
 * it processes it at once, and any instance sweeps up what a stopped one left, without two of them
 * processing one delivery at the same time.
 */
export const inboundClaimsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("inbound_events").addColumn("claimed_until", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("inbound_events").dropColumn("claimed_until").execute();
  },
};
