import type { FastifyReply } from 'fastify';
import { loginRetryAfter, type ThrottlePolicy } from '../../auth/login-throttle.js';
import type { AppDeps } from '../../deps.js';
import { rateLimited } from './auth-errors.js';

export function throttlePolicy(deps: AppDeps): ThrottlePolicy {
  return { maxFailures: deps.config.loginMaxFailures, windowMinutes: deps.config.loginWindowMinutes };
}

/** Refuses with 429 and Retry-After while this email or IP has too many recent failures. */
export async function refuseWhileThrottled(deps: AppDeps, reply: FastifyReply, email: string, ip: string): Promise<void> {
  const wait = await loginRetryAfter(deps.database.db, throttlePolicy(deps), email, ip);
  if (wait === null) return;
  reply.header('retry-after', String(wait));
  throw rateLimited(wait);
}
