import type { ApiConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import type { Viewer } from '../../http/viewer.js';
import { findVisibleActivity, type ActivityRow } from './activities-repository.js';
import { detailOf } from './activity-access.js';
import { toActivityDto, type ActivityDto } from './activity-dto.js';
import { photoDtosOf } from './hand-in-photos.js';
import { historyOf } from './history-repository.js';

/** One job as the viewer sees it, with its timeline and photos when seen in full (single reads and every write's answer). */
export async function activityInFull(ex: Executor, config: ApiConfig, viewer: Viewer, a: ActivityRow): Promise<ActivityDto> {
  if (detailOf(viewer, a) !== 'full') return toActivityDto(viewer, a);
  return toActivityDto(viewer, a, await historyOf(ex, a.id), await photoDtosOf(ex, config, a.id));
}

/** The answer of a write: the job read back after the change (the viewer still sees it). */
export async function readBack(ex: Executor, config: ApiConfig, viewer: Viewer, id: number): Promise<ActivityDto> {
  return activityInFull(ex, config, viewer, (await findVisibleActivity(ex, viewer, id))!);
}
