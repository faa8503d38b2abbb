import { Redis } from 'ioredis';
import type { BucketLimits, TakeOutcome, ThrottleStatus } from './bucket.js';
import { secondsUntil } from './bucket.js';
import type { BudgetStore } from './store.js';

/**
 * bucket.ts's arithmetic in one Lua script, so take-or-refuse is atomic across
 * every gateway instance sharing the Redis. Redis' own clock (TIME) is the one
 * clock all instances agree on. The key expires once the bucket would be full
 * again: an absent key is a full bucket.
 * KEYS[1] the bucket; ARGV maximumAvailable, restoreRate (points/s), points,
 * mode: 'take' (points if available), 'adjust' (give back points, negative
 * takes; kept within 0 and full) or 'peek'. Returns {taken 0|1, available}.
 */
const SCRIPT = `
local maximum = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local points = tonumber(ARGV[3])
local mode = ARGV[4]
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local held = redis.call('HMGET', KEYS[1], 'available', 'at')
local available = maximum
if held[1] then
  local regained = math.max(0, now - tonumber(held[2])) / 1000 * rate
  available = math.min(maximum, tonumber(held[1]) + regained)
end
local taken = 0
if mode == 'take' then
  if points <= available then
    available = available - points
    taken = 1
  end
elseif mode == 'adjust' then
  available = math.max(0, math.min(maximum, available + points))
end
if mode ~= 'peek' then
  local untilFull = math.ceil((maximum - available) / rate * 1000)
  if untilFull > 0 then
    redis.call('HSET', KEYS[1], 'available', tostring(available), 'at', tostring(now))
    redis.call('PEXPIRE', KEYS[1], untilFull)
  else
    redis.call('DEL', KEYS[1])
  end
end
return {taken, tostring(available)}
`;

const KEY_PREFIX = 'hearth:budget:';

type Mode = 'take' | 'adjust' | 'peek';

interface BudgetRedis extends Redis {
  partnerBudget(key: string, maximum: number, rate: number, points: number, mode: Mode): Promise<[number, string]>;
}

export function createRedisStore(url: string, limits: BucketLimits): BudgetStore {
  // Unlike live updates (gateway/live/pubsub.ts) a command does not wait for Redis indefinitely:
  // after one reconnect attempt it fails and the request runs unmetered (plugin.ts) instead of hanging.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false }) as BudgetRedis;
  let reported = false;
  redis.on('error', (err: Error) => {
    if (!reported) console.error(`Partner budgets: Redis unavailable: ${err.message}`);
    reported = true;
  });
  redis.on('ready', () => { reported = false; });
  redis.defineCommand('partnerBudget', { numberOfKeys: 1, lua: SCRIPT });

  const run = async (key: string, points: number, mode: Mode) => {
    const [taken, available] = await redis.partnerBudget(KEY_PREFIX + key, limits.maximumAvailable, limits.restoreRate, points, mode);
    const status: ThrottleStatus = {
      maximumAvailable: limits.maximumAvailable,
      currentlyAvailable: Math.floor(Number(available)),
      restoreRate: limits.restoreRate,
    };
    return { taken: taken === 1, available: Number(available), status };
  };

  return {
    limits,
    async take(key, cost): Promise<TakeOutcome> {
      const { taken, available, status } = await run(key, cost, 'take');
      if (taken) return { taken, status };
      return { taken, status, retryAfter: cost > limits.maximumAvailable ? null : secondsUntil(cost - available, limits) };
    },
    adjust: async (key, points) => (await run(key, points, 'adjust')).status,
    peek: async (key) => (await run(key, 0, 'peek')).status,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
