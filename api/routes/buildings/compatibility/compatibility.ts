import type { Executor } from '../../../db/client.js';
import { roommateCompatibility } from '../../../domain/roommates/compatibility.js';
import type { Voice } from '../../../domain/roommates/explanations.js';
import { z } from 'zod';
import { idListParam, MAX_IDS_PER_BATCH, MAX_PAGE_SIZE } from '../../../http/collection-params.js';
import { answersOf } from '../../me/applicant-profiles/applicant-profile-dto.js';
import { findApplicantProfile } from '../../me/applicant-profiles/applicant-profiles-repository.js';
import type { CompatibilityDto } from './compatibility-schemas.js';
import { findHousemates } from './housemates-repository.js';

/** Homes per batch read: a page of listings. */
export const BatchQuery = z.object({ ids: idListParam(MAX_PAGE_SIZE) }).strict();
/** Lifecycles per batch read: every application of a page of homes on the manager's tenants list. */
export const LifecycleBatchQuery = z.object({ ids: idListParam(MAX_IDS_PER_BATCH) }).strict();

/** One person's answers against the current housemates of one home. */
export async function compatibilityOf(ex: Executor, applicantId: number, buildingId: number, voice: Voice): Promise<CompatibilityDto> {
  const [profile, housemates] = await Promise.all([findApplicantProfile(ex, applicantId), findHousemates(ex, buildingId, applicantId)]);
  const empty = { score: null, housemate_count: housemates.profiles.length, explanations: [] };
  if (!profile) return { ...empty, reason: 'no_profile' };
  const result = roommateCompatibility(answersOf(profile), housemates.profiles.map(answersOf), voice);
  if (!result) return { ...empty, reason: 'no_housemates' };
  return { score: result.score, reason: null, housemate_count: result.housemate_count, explanations: result.explanations };
}
