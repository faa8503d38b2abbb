import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { registerAccessControl } from './http/access.js';
import { registerAuditLog } from './http/audit-log.js';
import { answerClientError } from './http/client-errors.js';
import { registerErrorHandler } from './http/errors.js';
import { usePlainZodMessages } from './http/zod-messages.js';
import { registerInputGuard } from './http/input.js';
import { registerMetrics } from './http/metrics.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerRequestLog, requestIdFor } from './http/request-log.js';
import { routeModules } from './routes/index.js';

export const API_PREFIX = '/v20';

export interface BuildAppOptions {
  logger?: boolean | { level: string };
}

/** The v20 api as a Fastify instance, not listening: tests `inject` into it. */
export async function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdFor, // a caller's well-formed X-Request-Id, else a UUID (api/http/request-log.ts)
    // X-Forwarded-For names the client only when a configured proxy sent it: anyone
    // else could rotate it to dodge the per-address limits (TRUST_PROXY, default none).
    trustProxy: deps.config.trustedProxies.length > 0 ? deps.config.trustedProxies : false,
    ajv: { customOptions: { coerceTypes: 'array' } },
    // Errors Fastify meets before routing (an undecodable path) answer in our error format too.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).status(400).send({ error: { code: 'bad_request', message: `This address cannot be read: ${error.message}` } });
    },
    // Requests Node cannot parse at all (headers over 16 KB: 431) answer in that format as well.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  usePlainZodMessages();
  registerErrorHandler(app);
  registerRequestLog(app, deps);
  registerAccessControl(app, deps);
  registerAuditLog(app, deps);
  registerMetrics(app);
  registerInputGuard(app);
  await registerRateLimits(app, deps);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Hearth v20 API', version: '20.0.0', description: 'REST API of the Hearth rental platform.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (v20) => {
      v20.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
      v20.get('/.well-known/jwks.json', { config: { access: 'public' }, schema: { hide: true } }, async (_r, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { keys: [deps.keys.publicJwk] };
      });
      v20.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ ok: true }));
      for (const mod of routeModules) await v20.register(mod, deps);
    },
    { prefix: API_PREFIX },
  );
  return app;
}
