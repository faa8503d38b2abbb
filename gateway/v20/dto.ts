/**
 * The v20 shapes the gateway reads, taken from the api's OpenAPI document (generated
 * into `../__generated__/v20.ts` by `npm run v20-types`; the test command fails when it
 * drifts). They are the parents of GraphQL resolvers (codegen mappers), so a resolver
 * reads REST fields by their spec names, and a field renamed in an api zod schema fails
 * the type check of every resolver that reads it. Enum-valued fields keep the spec's
 * spelling; the GraphQL enum maps translate them.
 *
 * Read a shape by route, method and (first success) status, as the client calls it:
 * `V20Response<'/me/', 'get'>`, or one row of a collection: `V20Row<'/bedrooms', 'get'>`.
 */
import type { paths } from '../__generated__/v20.js';

export type V20Path = keyof paths;
type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The methods a v20 route answers (openapi-typescript marks the others `?: never`). */
export type V20Method<P extends V20Path> = {
  [M in HttpMethod]-?: paths[P][M] extends { responses: unknown } ? M : never;
}[HttpMethod];
type Json<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type SuccessJson<R> = R extends { 200: infer S } ? Json<S> : R extends { 201: infer S } ? Json<S> : R extends { 202: infer S } ? Json<S> : never;
/** The JSON body of a route's success answer (200, else 201, else 202). */
export type V20Response<P extends V20Path, M extends V20Method<P>> = SuccessJson<NonNullable<paths[P][M]>['responses']>;
/** One row of a collection answer (`{results: [...]}`). */
export type V20Row<P extends V20Path, M extends V20Method<P>> = V20Response<P, M> extends { results: (infer T)[] } ? T : never;
/** The JSON body a route takes. */
export type V20Body<P extends V20Path, M extends V20Method<P>> =
  NonNullable<paths[P][M]> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** REST ids are integers in JSON; the gateway keys loaders by their string form. */
export type RestId = number | string;

/** A v20 page (every collection answers this, some with more fields). */
export interface Page<T> {
  results: T[];
  next_cursor: string | null;
}

/** GET /me/: the spec §3 Profile plus the account fields of the contract. */
export type MeDto = V20Response<'/me/', 'get'>;
/** POST /email-register, /email-login, /assume-user-role. */
export type SessionDto = V20Response<'/email-login', 'post'>;
export type GuestSessionDto = V20Response<'/g/session', 'post'>;
