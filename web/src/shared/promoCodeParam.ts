/**
 * A promotion code handed over in a link (`?promo_code=`, e.g. a resident's invite
 * from /my-hearth#promote-listing): kept from the listing to its apply form, where
 * it fills the promo code field. Anything that cannot be a code is ignored.
 */
export function promoCodeParam(search: URLSearchParams): string | null {
  const value = search.get('promo_code')?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9-]{1,40}$/.test(value) ? value : null;
}

/** `?…&promo_code=` to append to an apply link, or '' without a code. */
export const withPromoCode = (code: string | null, separator: '?' | '&') => (code ? `${separator}promo_code=${encodeURIComponent(code)}` : '');
