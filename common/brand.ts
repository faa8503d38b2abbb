/** The product's brand, in one place: the spec writes `{brand}` where this goes. */
export const BRAND = 'hearth';
export const BRAND_NAME = 'Hearth';
export const BRAND_UPPER = BRAND.toUpperCase();
