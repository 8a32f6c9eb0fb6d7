import type { FeatureFactory } from "../../core/context";
import { familyError } from "../../core/errors";
import { noContent } from "../../core/http";
import { seedBlocked, type BlockedCompany } from "./seed";

/**
 * Blocked companies (spec §2.12, §4.14). Only unblocking is specified; the list is the seed, and a
 * reset restores every company that was unblocked.
 */
export const createBlockedFeature: FeatureFactory = (context) => {
  let blocked = new Map<string, BlockedCompany>();

  return {
    name: "blocked",
    routes: [
      {
        method: "DELETE",
        path: "/blocked-companies/:id",
        family: "error",
        handler: (ctx) => {
          const company = blocked.get(ctx.params.id.toLowerCase());
          // Another customer's company is not found, exactly like an unknown or unblocked one.
          if (!company || company.customerId !== ctx.customer.id) {
            throw familyError("error", 404, "Blocked company not found");
          }
          blocked.delete(company.id);
          context.log(`unblocked ${company.name} for ${company.customerId}`);
          return noContent();
        },
      },
    ],
    reset() {
      blocked = new Map(seedBlocked(context).map((company) => [company.id, company]));
    },
    seedSummary: (customerId) => ({
      blocked_companies: [...blocked.values()]
        .filter((company) => company.customerId === customerId)
        .map(({ id, name }) => ({ id, name })),
    }),
  };
};
