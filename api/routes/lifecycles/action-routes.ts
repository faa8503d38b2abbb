import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { registerLifecycleAction, type LifecycleActionSpec } from './action-route.js';
import { assign, unassign } from './bedroom-actions.js';
import { addPromo, applyAutomaticPromo, removePromo } from './promo-actions.js';
import {
  declineRenewalOffer, earlyLeaseTerminationVacateDate, nonRenewal, requestRelocation, requestRenewal, startRenewal,
} from './renewal-actions.js';
import { approve, deactivate, managerDenial } from './review-actions.js';
import { leaseNegotiation, leaseNegotiationParameters, occupantAddendumAttachmentUris } from './terms-actions.js';

// Each spec is typed by its own body schema; the list only needs what they share.
const ACTIONS = [
  approve, managerDenial, deactivate,
  requestRenewal, nonRenewal, startRenewal, declineRenewalOffer, requestRelocation, earlyLeaseTerminationVacateDate,
  assign, unassign, addPromo, removePromo, applyAutomaticPromo,
  leaseNegotiationParameters, leaseNegotiation, occupantAddendumAttachmentUris,
] as LifecycleActionSpec<never>[];

/** POST /lifecycles/{id}/<action> for every write of the transition table (api/domain/lifecycles/transitions.ts). */
export const lifecycleActionRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  for (const spec of ACTIONS) registerLifecycleAction(app, deps, spec);
};
