import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_METHODS, PRICE_ADJUSTMENT_TYPES, PRICING_MODES, UTILITIES } from '../../../common/enums.js';
import { isCalendarDate } from '../../http/fields.js';
import type { AppDeps } from '../../deps.js';
import { userId } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { lockOwnBuilding } from './building-management-repository.js';
import {
  activeApplications, deactivateLifecycles, jsonValue, leaseUpFigures, managerEmail, readSettings, writeSettings, type SettingsRow,
} from './building-settings-repository.js';
import { PricingBody, type Pricing } from './building-write-schemas.js';
import { IdPathParams } from '../../http/collection-params.js';
import { logChange } from './property-log-repository.js';
import { NOW, accessMethodOf, pricingModeOf, setAccessMethod, setPricingMode } from './home-settings-repository.js';

const Id = z.number().int();
const Stamp = z.string().nullable();
const PricingSchema = z.object({
  building_id: Id, pricing_mode: z.enum(PRICING_MODES), price_adjustment_type: z.enum(PRICE_ADJUSTMENT_TYPES).nullable(), price_adjustment_value: z.number().nullable(),
});
const AffectedSchema = z.object({ results: z.array(z.object({ lifecycle_id: Id, bedroom_id: Id.nullable(), tenant_first_name: z.string(), move_in_date: z.string() })) });
const AccessBody = z.object({
  access_method: z.enum(ACCESS_METHODS, { error: `Choose an access method from: ${ACCESS_METHODS.join(', ')}.` }),
  access_instructions: z.string().trim().max(2000).default(''),
}).strict();
const UtilityBody = z.object({
  utilities: z.array(z.object({
    utility: z.enum(UTILITIES, { error: `Choose a utility from: ${UTILITIES.join(', ')}.` }),
    provider_name: z.string().trim().min(1, { error: 'Name the provider.' }).max(120),
    account_number: z.string().trim().max(60).nullable().default(null),
  }).strict()).max(UTILITIES.length),
}).strict();
const FurnishingsBody = z.object({
  is_furnished: z.boolean(),
  items: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  notes: z.string().trim().max(2000).default(''),
}).strict();
const WifiBody = z.object({
  network_name: z.string().trim().min(1, { error: 'Enter the network name.' }).max(64),
  password: z.string().max(128).default(''),
}).strict();
const FailureBody = z.object({ reason: z.string().trim().min(3, { error: 'Say why the home cannot be delivered.' }).max(1000) }).strict();
const DecommissionBody = z.object({
  decommission_date: z.string().refine(isCalendarDate, { error: 'Give a real date, YYYY-MM-DD.' }).nullable(),
}).strict();
const SettingsSchema = z.object({
  building_id: Id,
  access_method: z.enum(ACCESS_METHODS).nullable(),
  access_instructions: z.string(),
  utility_provider_info: z.array(z.unknown()),
  common_space_furnishings_setup_info: z.record(z.string(), z.unknown()),
  wifi_network_info: z.record(z.string(), z.unknown()).nullable(),
  move_in_ready_at: Stamp, failure_to_deliver_at: Stamp, failure_to_deliver_reason: z.string().nullable(),
  decommission_date: z.string().nullable(), decommission_date_finalized_at: Stamp, lease_up_email_sent_at: Stamp,
});

const samePricing = (a: Pick<SettingsRow, 'price_adjustment_type' | 'price_adjustment_value'>, b: Pricing) =>
  a.price_adjustment_type === b.price_adjustment_type && a.price_adjustment_value === b.price_adjustment_value;

/**
 * Spec §7 building sub-resources: pricing, access, utilities, furnishings, wifi, and
 * the home's lifecycle dates. Each is the caller's own home only (else 404), and
 * each change is written to the property log in the same transaction.
 */
export const buildingSettingsRoutes: FastifyPluginAsync<AppDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const tags = ['building management'];
  const config = { access: 'manager' as const };

  const settingsOf = async (ex: typeof db, id: number) => {
    const s = await readSettings(ex, id);
    const access_method = await accessMethodOf(ex, id);
    const { price_adjustment_type: _t, price_adjustment_value: _v, ...rest } = s;
    return { ...rest, access_method };
  };
  const pricingOf = async (ex: typeof db, id: number) => {
    const s = await readSettings(ex, id);
    const pricing_mode = await pricingModeOf(ex, id);
    return { building_id: id, pricing_mode, price_adjustment_type: s.price_adjustment_type, price_adjustment_value: s.price_adjustment_value };
  };

  /** One write: lock the home, change it, log it, answer the settings as they now are. */
  const change = (action: string, summary: string, write: (tx: typeof db, id: number) => Promise<Record<string, unknown> | void>) =>
    async (request: { params: { id: number } } & Parameters<typeof userId>[0]) => {
      const manager = userId(request);
      return db.transaction(async (tx) => {
        const home = await lockOwnBuilding(tx, manager, request.params.id);
        const details = (await write(tx as unknown as typeof db, home.id)) ?? {};
        await logChange(tx, home.id, manager, action, summary, details);
        return settingsOf(tx as unknown as typeof db, home.id);
      });
    };

  app.get('/buildings/:id/settings', {
    config, schema: { tags, summary: 'All of the home\'s manager settings at once', params: IdPathParams, response: { 200: SettingsSchema } },
  }, async (request) => {
    await db.transaction((tx) => lockOwnBuilding(tx, userId(request), request.params.id));
    return settingsOf(db, request.params.id);
  });

  app.get('/buildings/:id/pricing', {
    config, schema: { tags, summary: 'Pricing mode and price adjustment', params: IdPathParams, response: { 200: PricingSchema } },
  }, async (request) => {
    await db.transaction((tx) => lockOwnBuilding(tx, userId(request), request.params.id));
    return pricingOf(db, request.params.id);
  });

  app.post('/buildings/:id/preview-deactivated-lifecycles', {
    config, schema: {
      tags, summary: 'Which active applications a pricing change would deactivate', params: IdPathParams, body: PricingBody, response: { 200: AffectedSchema },
      description: 'A change of the price adjustment changes every bedroom\'s rent, so every active application of the home would be deactivated; a change of pricing mode alone deactivates nothing.',
    },
  }, async (request) => {
    const manager = userId(request);
    return db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      if (samePricing(await readSettings(tx, home.id), request.body)) return { results: [] };
      return { results: await activeApplications(tx, home.id) };
    });
  });

  // PUT replaces the pricing; POST does the same for clients without PUT (the gateway's v20 client).
  app.route({
    method: ['PUT', 'POST'], url: '/buildings/:id/pricing',
    config, schema: {
      tags, summary: 'Set pricing mode and price adjustment (deactivates the applications the preview names)',
      params: IdPathParams, body: PricingBody, response: { 200: PricingSchema.extend({ deactivated_lifecycle_ids: z.array(Id) }) },
    },
    handler: async (request) => {
    const manager = userId(request);
    const body = request.body;
    return db.transaction(async (tx) => {
      const home = await lockOwnBuilding(tx, manager, request.params.id);
      const affected = samePricing(await readSettings(tx, home.id), body) ? [] : await activeApplications(tx, home.id);
      await setPricingMode(tx, home.id, body.pricing_mode);
      await writeSettings(tx, home.id, { price_adjustment_type: body.price_adjustment_type, price_adjustment_value: body.price_adjustment_value });
      await deactivateLifecycles(tx, affected.map((a) => a.lifecycle_id));
      await logChange(tx, home.id, manager, 'pricing_changed', `Set pricing to ${body.pricing_mode}`, { ...body, deactivated_lifecycle_ids: affected.map((a) => a.lifecycle_id) });
      return { ...(await pricingOf(tx as unknown as typeof db, home.id)), deactivated_lifecycle_ids: affected.map((a) => a.lifecycle_id) };
    });
    },
  });

  const put = <B extends z.ZodTypeAny>(path: string, summary: string, body: B, action: string, write: (tx: typeof db, id: number, b: z.infer<B>) => Promise<void>) =>
    app.put(`/buildings/:id/${path}`, { config, schema: { tags, summary, params: IdPathParams, body, response: { 200: SettingsSchema } } },
      async (request) => change(action, summary, async (tx, id) => { await write(tx, id, request.body as z.infer<B>); return action === 'wifi_network_changed' ? {} : request.body as Record<string, unknown>; })(request));

  put('initial-access-method', 'How people get into the home', AccessBody, 'access_method_changed', async (tx, id, b) => {
    await setAccessMethod(tx, id, b.access_method);
    await writeSettings(tx, id, { access_instructions: b.access_instructions });
  });
  put('utility-provider-info', 'Who provides each utility', UtilityBody, 'utility_providers_changed', (tx, id, b) =>
    writeSettings(tx, id, { utility_provider_info: jsonValue(b.utilities) }));
  put('common-space-furnishings-setup-info', 'How the shared rooms are furnished', FurnishingsBody, 'furnishings_changed', (tx, id, b) =>
    writeSettings(tx, id, { common_space_furnishings_setup_info: jsonValue(b) }));
  // The wifi password is kept for tenants but never written into the property log.
  put('wifi-network-info', 'The home\'s wifi network', WifiBody, 'wifi_network_changed', (tx, id, b) =>
    writeSettings(tx, id, { wifi_network_info: jsonValue(b) }));

  const post = <B extends z.ZodTypeAny>(path: string, summary: string, body: B | null, action: string, write: (tx: typeof db, id: number, b: z.infer<B>) => Promise<void>) =>
    app.post(`/buildings/:id/${path}`, { config, schema: { tags, summary, params: IdPathParams, ...(body ? { body } : {}), response: { 200: SettingsSchema } } },
      async (request) => change(action, summary, async (tx, id) => { await write(tx, id, request.body as z.infer<B>); return (request.body ?? {}) as Record<string, unknown>; })(request));

  post('mark-move-in-ready', 'Mark the home ready for tenants to move in', null, 'marked_move_in_ready', (tx, id) =>
    writeSettings(tx, id, { move_in_ready_at: NOW }));
  post('set-failure-to-deliver', 'Record that the home cannot be delivered to its tenants', FailureBody, 'failure_to_deliver_set', (tx, id, b) =>
    writeSettings(tx, id, { failure_to_deliver_at: NOW, failure_to_deliver_reason: b.reason }));
  post('set-decommission-date', 'Set (or clear, with null) the date the home leaves Hearth', DecommissionBody, 'decommission_date_set', async (tx, id, b) => {
    const current = await readSettings(tx, id);
    if (current.decommission_date_finalized_at) throw new HttpError(409, 'decommission_date_finalized', 'The decommission date is final and can no longer change.');
    await writeSettings(tx, id, { decommission_date: b.decommission_date });
  });
  post('set-decommission-date-finalized', 'Make the decommission date final', null, 'decommission_date_finalized', async (tx, id) => {
    const current = await readSettings(tx, id);
    if (!current.decommission_date) throw new HttpError(422, 'decommission_date_missing', 'Set a decommission date before making it final.');
    if (!current.decommission_date_finalized_at) await writeSettings(tx, id, { decommission_date_finalized_at: NOW });
  });

  app.post('/buildings/:id/send-lease-up-email', {
    config, schema: { tags, summary: 'Mail the manager where the home stands in leasing up (outbox)', params: IdPathParams, response: { 200: SettingsSchema } },
  }, async (request) => change('lease_up_email_sent', 'Sent the lease-up email', async (tx, id) => {
    const to = await managerEmail(tx, id);
    const f = await leaseUpFigures(tx, id);
    await deps.mailer.send({
      to: to.email, kind: 'lease_up_update', subject: `Leasing up ${to.title}`,
      body: `Hi ${to.first_name || 'there'},\n\n${to.title}: ${f.leased} of ${f.bedrooms} bedrooms leased, ${f.applicants} active application(s).\n`,
    }, tx);
    await writeSettings(tx, id, { lease_up_email_sent_at: NOW });
    return { to: to.email };
  })(request));
};
