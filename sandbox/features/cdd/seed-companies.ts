/**
 * Fictional companies for seed cases: plausible names, addresses, VAT and register numbers per
 * country, so lists, filters and reports look like a real portfolio in demos.
 */
export interface SeedCompany {
  legal_name: string;
  country_code: string;
  website: string;
  address: string;
  vat_number?: string;
  register_number?: string;
  trading_name?: string;
}

const company = (
  country_code: string,
  legal_name: string,
  domain: string,
  address: string,
  extra: Partial<SeedCompany> = {},
): SeedCompany => ({ country_code, legal_name, website: `https://${domain}`, address, ...extra });

export const seedCompanies: SeedCompany[] = [
  company(
    "DE",
    "Brandt & Vogel Logistik GmbH",
    "brandt-vogel-logistik.de",
    "Am Sandtorkai 41, 20457 Hamburg",
    { vat_number: "DE287451903" },
  ),
  company(
    "DE",
    "Kessler Feinmechanik AG",
    "kessler-feinmechanik.de",
    "Industriestraße 12, 70565 Stuttgart",
    { vat_number: "DE129874556" },
  ),
  company("DE", "Rheinwerk Solar GmbH", "rheinwerk-solar.de", "Rheinallee 88, 40545 Düsseldorf", {
    vat_number: "DE311209874",
  }),
  company(
    "DE",
    "Hofmann Digital Services GmbH",
    "hofmann-digital.de",
    "Leopoldstraße 150, 80804 München",
    { vat_number: "DE298765410", trading_name: "Hofmann Digital" },
  ),
  company(
    "DE",
    "Lindqvist Medizintechnik GmbH",
    "lindqvist-medtech.de",
    "Friedrichstraße 68, 10117 Berlin",
    { vat_number: "DE305551287" },
  ),
  company(
    "IT",
    "Ferrante Tessuti S.r.l.",
    "ferrantetessuti.it",
    "Via della Spiga 22, 20121 Milano",
    { vat_number: "IT04829310963", register_number: "04829310963" },
  ),
  company(
    "IT",
    "Lombardi Caffè S.p.A.",
    "lombardicaffe.it",
    "Corso Vittorio Emanuele II 104, 10121 Torino",
    { vat_number: "IT08812340011", register_number: "08812340011" },
  ),
  company(
    "IT",
    "Officine Moretti S.r.l.",
    "officinemoretti.it",
    "Via Emilia Est 1020, 41122 Modena",
    { vat_number: "IT03341270364", register_number: "03341270364" },
  ),
  company("IT", "Salento Olio Verde S.r.l.", "salentoolioverde.it", "Via Lecce 17, 73100 Lecce", {
    vat_number: "IT04912880751",
    register_number: "04912880751",
  }),
  company(
    "GB",
    "Ashdown Analytics Ltd",
    "ashdown-analytics.co.uk",
    "71 Cornhill, London EC3V 3QQ",
    { vat_number: "GB284716390", register_number: "11849302" },
  ),
  company(
    "GB",
    "Harrow & Finch Consulting LLP",
    "harrowfinch.co.uk",
    "14 Queen Street, Edinburgh EH2 1JE",
    { register_number: "SO306781" },
  ),
  company(
    "GB",
    "Kestrel Payments Ltd",
    "kestrelpayments.co.uk",
    "3 Hardman Street, Manchester M3 3HF",
    { vat_number: "GB331905618", register_number: "12904477", trading_name: "Kestrel Pay" },
  ),
  company("GB", "Thornbury Home Goods Ltd", "thornburyhome.co.uk", "22 Park Row, Leeds LS1 5JF", {
    register_number: "09433118",
  }),
  company("GB", "Pennine Freight Ltd", "penninefreight.co.uk", "9 Piccadilly, Bradford BD1 3LW", {
    register_number: "07281954",
  }),
  company(
    "FR",
    "Maison Delacroix SAS",
    "maison-delacroix.fr",
    "18 rue du Faubourg Saint-Honoré, 75008 Paris",
    { vat_number: "FR45832614507", register_number: "832614507" },
  ),
  company("FR", "Atelier Lumière SARL", "atelier-lumiere.fr", "5 quai Saint-Vincent, 69001 Lyon", {
    register_number: "790338412",
  }),
  company(
    "FR",
    "Vignobles Roussel SA",
    "vignobles-roussel.fr",
    "12 cours du Chapeau-Rouge, 33000 Bordeaux",
    { vat_number: "FR19451287936", register_number: "451287936" },
  ),
  company(
    "FR",
    "Provence Cosmétiques SAS",
    "provence-cosmetiques.fr",
    "40 La Canebière, 13001 Marseille",
    { register_number: "881204573" },
  ),
  company(
    "NL",
    "Van Dijk Fintech B.V.",
    "vandijkfintech.nl",
    "Herengracht 420, 1017 BZ Amsterdam",
    { vat_number: "NL862145370B01" },
  ),
  company("NL", "Zeeland Agri B.V.", "zeelandagri.nl", "Havenweg 9, 4461 HR Goes"),
  company(
    "NL",
    "Oranje Mobility B.V.",
    "oranjemobility.nl",
    "Stationsplein 45, 3013 AK Rotterdam",
    { vat_number: "NL859022741B01" },
  ),
  company("ES", "Grupo Alvarado S.L.", "grupoalvarado.es", "Calle de Serrano 61, 28006 Madrid", {
    vat_number: "ESB87451236",
  }),
  company(
    "ES",
    "Cerámicas Ibáñez S.A.",
    "ceramicasibanez.es",
    "Avenida del Puerto 118, 46023 València",
  ),
  company("ES", "Bodegas Ortega Viñas S.L.", "bodegasortega.es", "Calle Mayor 5, 26001 Logroño", {
    vat_number: "ESB26318874",
  }),
  company(
    "US",
    "Bluepeak Commerce Inc.",
    "bluepeakcommerce.com",
    "500 Howard Street, San Francisco, CA 94105",
  ),
  company(
    "US",
    "Cedar Ridge Labs LLC",
    "cedarridgelabs.com",
    "1201 Congress Avenue, Austin, TX 78701",
  ),
  company(
    "US",
    "Harborline Outfitters Inc.",
    "harborline-outfitters.com",
    "88 Commercial Street, Portland, ME 04101",
  ),
];
