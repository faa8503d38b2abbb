import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const run = vi.fn();
const remind = vi.fn();
vi.mock('./monthly-charges.js', () => ({ computeMonthlyRecurringCharges: (...args: unknown[]) => run(...args) }));
vi.mock('./document-reminders.js', () => ({ remindExpiringProviderDocuments: (...args: unknown[]) => remind(...args) }));
const { startScheduler } = await import('./scheduler.js');

const log = { info: vi.fn(), error: vi.fn() } as never;
const deps = {} as never;

beforeEach(() => {
  vi.useFakeTimers();
  run.mockReset();
  remind.mockReset().mockResolvedValue(0);
});
afterEach(() => vi.useRealTimers());

describe('scheduler', () => {
  it('is off at 0 minutes', async () => {
    const s = startScheduler(deps, { intervalMinutes: 0, log });
    await vi.advanceTimersByTimeAsync(3 * 3600_000);
    expect(run).not.toHaveBeenCalled();
    await s.stop();
  });

  it('runs the job with trigger CRON every interval, first after one interval', async () => {
    run.mockResolvedValue({});
    const s = startScheduler(deps, { intervalMinutes: 60, log });
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledWith(deps, { triggerSource: 'CRON' });
    expect(remind).toHaveBeenCalledWith(deps, { triggerSource: 'CRON' });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await s.stop();
  });

  it('a failed run is logged and the next one still happens', async () => {
    run.mockRejectedValueOnce(new Error('boom')).mockResolvedValue({});
    const s = startScheduler(deps, { intervalMinutes: 1, log });
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect((log as unknown as { error: ReturnType<typeof vi.fn> }).error).toHaveBeenCalled();
    expect(remind).toHaveBeenCalledTimes(2); // the money job failing does not skip the reminders
    await s.stop();
  });

  it('never overlaps runs, and stop() waits for the run in flight', async () => {
    let finish!: () => void;
    run.mockImplementationOnce(() => new Promise<void>((resolve) => { finish = resolve; }));
    const s = startScheduler(deps, { intervalMinutes: 1, log });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = s.stop().then(() => { stopped = true; });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
