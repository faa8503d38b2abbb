import { enumValueMap } from '../../schema/enumValues.js';

export const SIGN_IN_PROVIDER_NAMES = ['local', 'google', 'apple'] as const;
/** `LOCAL` ↔ `local`: GraphQL's SignInProviderName as the v20 `provider_name` value. */
export type SignInProviderName = (typeof SIGN_IN_PROVIDER_NAMES)[number];
export const SignInProviderName = enumValueMap(SIGN_IN_PROVIDER_NAMES);
