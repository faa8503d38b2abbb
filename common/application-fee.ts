/**
 * The application fee (spec §3 charge types: "application fee"). The spec shows no
 * amount; Hearth charges one flat fee per application, here and nowhere else, so
 * the api that charges it and the pages that show it (through the gateway) agree.
 */
export const APPLICATION_FEE_CENTS = 4500;
