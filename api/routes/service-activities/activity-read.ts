import type { ApiConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { Viewer } from '../../http/viewer.js';
import { findVisibleActivities, findVisibleActivity, type ActivityRow } from './activities-repository.js';
import { detailOf } from './activity-access.js';
import { toActivityDto, type ActivityDto } from './activity-dto.js';
import { photoDtosOf, photoDtosOfJobs } from './hand-in-photos.js';
import { historiesOf, historyOf } from './history-repository.js';

/** One job as the viewer sees it, with its timeline and photos when seen in full (single reads and every write's answer). */
export async function activityInFull(ex: Executor, config: ApiConfig, viewer: Viewer, a: ActivityRow): Promise<ActivityDto> {
  if (detailOf(viewer, a) !== 'full') return toActivityDto(viewer, a);
  return toActivityDto(viewer, a, await historyOf(ex, a.id), await photoDtosOf(ex, config, a.id));
}

/**
 * Several jobs, each as its single read answers it (timeline and photos for those seen
 * in full), in three queries whatever their number; jobs the viewer may not see are left out.
 */
export async function activitiesInFull(ex: Executor, config: ApiConfig, viewer: Viewer, ids: readonly number[]): Promise<ActivityDto[]> {
  const found = await findVisibleActivities(ex, viewer, ids);
  const fullIds = found.filter((a) => detailOf(viewer, a) === 'full').map((a) => a.id);
  const [histories, photos] = [await historiesOf(ex, fullIds), await photoDtosOfJobs(ex, config, fullIds)];
  return found.map((a) => (detailOf(viewer, a) === 'full'
    ? toActivityDto(viewer, a, histories.get(a.id) ?? [], photos.get(a.id) ?? [])
    : toActivityDto(viewer, a)));
}

/** The answer of a write: the job read back after the change (the viewer still sees it). */
export async function readBack(ex: Executor, config: ApiConfig, viewer: Viewer, id: number): Promise<ActivityDto> {
  return activityInFull(ex, config, viewer, (await findVisibleActivity(ex, viewer, id))!);
}
