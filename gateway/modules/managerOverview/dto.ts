/** v20 `GET /manager-overview` (api/routes/manager-overview). */
import type { RestId } from '../../v20/dto.js';

export interface VacantBedroomDto {
  bedroom_id: RestId;
  name: string;
  available_from: string;
  leased_from: string | null;
}

export interface OverviewHomeDto {
  building_id: RestId;
  title: string;
  is_listed: boolean;
  bedroom_count: number;
  occupied_bedroom_count: number;
  vacant_bedrooms: VacantBedroomDto[];
  applicants_waiting_count: number | null;
  open_ticket_count: number | null;
}

export interface ManagerOverviewDto {
  as_of: string;
  homes: OverviewHomeDto[];
  overdue: { amount_cents: number; invoice_count: number } | null;
}
