/** v20 DTOs of building management (docs/v20-contract.md, "Building management"). */
import type { ManagerPermissionArea, PriceAdjustmentType } from './enums.js';

export interface ConfigurationErrorsDto {
  building_id: number;
  is_listable: boolean;
  errors: { code: string; message: string }[];
}

export interface PropertyLogEntryDto {
  id: number;
  action: string;
  summary: string;
  actor_name: string | null;
  created_at: string;
}

export interface PricingDto {
  building_id: number;
  pricing_mode: 'automatic_price_drops_v1' | 'manual';
  price_adjustment_type: PriceAdjustmentType | null;
  price_adjustment_value: number | null;
}

export interface CoManagerDto {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  permission_areas: ManagerPermissionArea[];
  added_at: string;
}
