/** v20 shapes of the manager's lifecycle calls (api/routes/lifecycles/README.md). */
import type { LifecycleAction, LifecycleCategory, LifecycleState } from '../../../common/lifecycles.js';
import type { RestId } from '../../v20/dto.js';

/** The fields v20 adds to every Lifecycle DTO for lifecycle actions. */
export interface LifecycleActionFieldsDto {
  state: LifecycleState;
  allowed_actions: { manager: LifecycleAction[]; tenant: LifecycleAction[] };
  has_unsigned_manager_lease: boolean;
  approved_at: string | null;
  denied_at: string | null;
  denial_reason: string | null;
  renewal_requested_at: string | null;
  renewal_started_at: string | null;
  renewal_rent_cents: number | null;
  non_renewal_at: string | null;
  relocation_requested_at: string | null;
  early_lease_termination_vacate_date: string | null;
}

export interface HomeCategoryDto {
  building_id: RestId;
  title: string;
  category: LifecycleCategory;
  category_label: string;
  is_listed: boolean;
  bedroom_count: number;
  bedroom_ids: RestId[];
  leased_bedroom_count: number;
  awaiting_countersign_count: number;
  sent_to_manager_count: number;
}

export interface LifecycleApplicantDto {
  user_id: RestId;
  first_name: string;
  last_name: string;
  display_name: string;
  occupation: string | null;
  interests: string[];
  photo_urls: string[];
  /** The lifecycle's home, for the screening reports call. */
  building_id: RestId;
}
