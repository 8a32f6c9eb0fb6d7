import type { Rng } from "../../core/random";
import { checkMethods, type CheckType, type FailedCheck } from "./types";

/** Merchant sites for the seed: ordinary shops, with a few whose names hint at what checks catch. */
export const merchantWebsites = [
  "https://www.northbridge-outfitters.com",
  "https://shop.brightbrew.coffee",
  "https://www.velvetcart.co.uk",
  "https://www.lumen-lighting.de",
  "https://www.paperlane-stationery.com",
  "https://store.alpinegear.ch",
  "https://www.quickcash-electronics.net",
  "https://www.maison-ceramique.fr",
  "https://www.greenleaf-pharmacy.eu",
  "https://www.luckyspin-rewards.io",
  "https://www.urbanpetsupply.com",
  "https://www.tidewater-surf.com.au",
  "https://www.fastflip-giftcards.shop",
  "https://www.oakandiron-furniture.com",
  "https://www.bellavista-wines.it",
  "https://www.nordic-knitwear.se",
  "https://www.pixelforge-games.com",
  "https://www.crypto-swapdesk.net",
  "https://www.harbourbooks.ie",
  "https://www.sunrise-vitamins.com",
  "https://www.replica-timepieces.store",
  "https://www.kinderland-toys.nl",
  "https://shop.trailrunners.club",
  "https://www.copperkettle-kitchen.com",
  "https://www.instant-paydaydeals.com",
  "https://www.atelier-leather.es",
  "https://www.skyline-drones.com",
  "https://www.meadowfarm-organics.co.uk",
  "https://www.glowlab-cosmetics.com",
  "https://www.boltbikes.dk",
  "https://www.silverline-jewellery.com",
  "https://www.homebrew-supplies.net",
] as const;

const explanations: Record<CheckType, readonly string[]> = {
  non_operational_website: [
    "The website did not answer within 30 seconds on three attempts.",
    "Every crawled page answered HTTP 503 Service Unavailable.",
    "The domain now shows a parked-domain page instead of a storefront.",
    "The TLS certificate expired; browsers refuse to load the site.",
  ],
  high_risk_service_classification: [
    "Products were classified as online gambling services.",
    "The site offers crypto-asset exchange services without a visible licence.",
    "The catalog was classified as replica luxury goods.",
    "Services were classified as adult content subscriptions.",
  ],
  catalog_contain_loan_flipping_indicators: [
    "High-value electronics are listed 40% below market price with instant financing.",
    "The same gift cards are offered for resale repeatedly across the catalog.",
    "Checkout offers buy-now-pay-later on prepaid cards only.",
  ],
};

/** A non-empty subset of `checks` that failed, each with a plausible explanation. */
export function failedChecksFor(checks: readonly CheckType[], rng: Rng): FailedCheck[] {
  const first = rng.pick(checks);
  const failed = [first, ...checks.filter((check) => check !== first && rng.chance(0.3))];
  return failed.map((check) => ({
    check,
    explanation: rng.pick(explanations[check]),
    method_used: checkMethods[check],
    status: "FAILED",
  }));
}
