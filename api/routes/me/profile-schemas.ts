import { z } from 'zod';
import { USER_ROLES } from '../../../common/enums.js';
import { GUARANTOR_CONNECTION_STATUSES } from '../../domain/guarantors/status.js';

// Spec §3 enumerations used by the profile (roommate relationship; manager onboarding steps).
export const ROOMMATE_RELATIONSHIPS = ['minimal', 'balanced', 'social'] as const;
export const MANAGER_ONBOARDING_STEPS = ['demo_call_needed', 'demo_call_completed', 'demo_call_skipped'] as const;

const Timestamp = z.iso.datetime();

/** GET /me/: the Profile of spec §3, field names as spelt there, plus who the user is. */
export const ProfileResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  roles: z.array(z.enum(USER_ROLES)).describe('Roles the user holds.'),
  user_role: z.enum(USER_ROLES).describe('Role of the current token.'),
  is_staff: z.boolean(),
  email_verified_at: Timestamp.nullable(),
  has_password: z.boolean().describe('True when email and password sign in (change it with POST /change-password); false for an account made with a sign-in provider, a mailed link or a code (give it one with POST /set-to-email-login). Never the password or its hash.'),
  created_at: Timestamp,
  has_completed_application: z.boolean(),
  has_signed_tenant_lease: z.boolean(),
  has_associated_residential_service_provider: z.boolean(),
  renters_insurance_purchase_completed_at: Timestamp.nullable(),
  manager_onboarding_demo_call_status: z.enum(MANAGER_ONBOARDING_STEPS).nullable(),
  stripe_connect_account_connected_at: Timestamp.nullable(),
  occupation: z.string().nullable(),
  interests: z.array(z.string()),
  applicant_profile_roommate_relationship_preference: z.enum(ROOMMATE_RELATIONSHIPS).nullable(),
  renter_confirmation_questions_completed_at: Timestamp.nullable(),
  needs_screening: z.boolean(),
  has_us_ssn: z.boolean().nullable(),
  is_renting_with_animal: z.boolean().nullable(),
  tenant_animals_count: z.number().int().describe('Animals the user has on record (spec §5 pets step).'),
  has_sent_lifecycle_with_unsigned_manager_lease: z.boolean()
    .describe('Spec §2 Tenants red dot: a lifecycle on a home the user manages was sent to them, approved, and not yet countersigned.'),
  has_resolution_cases: z.boolean()
    .describe('Spec §6: the user has a resolution case as its tenant or on a home they answer cases for (the Resolution Center link).'),
  has_managed_buildings: z.boolean()
    .describe('Spec §6 Switch to manager: the user owns or co-manages at least one home (the manager role alone does not count).'),
  applicant_information_release_consent_submitted_at: Timestamp.nullable(),
  service_provider_profile_photo_url: z.string().nullable().describe('Signed, root-relative address of the photo of the company you belong to (residential service provider), or null.'),
  applicant_profile_photo_urls: z.array(z.string()).describe('Signed, root-relative addresses of the applicant profile photos.'),
  photo_urls: z.array(z.string()),
  guarantor_connections_as_guarantor_user: z.array(z.object({
    guarantor_connection_id: z.number().int(),
    lifecycle_id: z.number().int(),
    status: z.enum(GUARANTOR_CONNECTION_STATUSES),
    tenant_first_name: z.string(),
    accepted_at: Timestamp,
  })).describe('Connections the user accepted as someone\'s guarantor, newest first.'),
  residential_service_provider_users: z.array(z.object({
    residential_service_provider: z.object({
      id: z.number().int(),
      name: z.string(),
      service_provider_onboarding_completed_at: Timestamp.nullable(),
    }),
  })).describe('The vendor companies the user belongs to (spec §6 Switch to vendor); at most one.'),
});
export type Profile = z.infer<typeof ProfileResponse>;

const Name = z.string().trim().min(1, { error: 'Enter a name.' }).max(100, { error: 'Use at most 100 characters.' });

/** PATCH /me/: the only fields a user may change about themselves here. */
export const ProfilePatchBody = z.object({
  first_name: Name,
  last_name: Name,
  phone_number: z.string().trim()
    .regex(/^\+?[0-9][0-9 ().-]{5,18}[0-9]$/, { error: 'Enter a phone number, e.g. +1 919 555 0100.' })
    .nullable(),
  occupation: z.string().trim().max(100, { error: 'Use at most 100 characters.' }).nullable(),
  interests: z.array(z.string().trim().min(1, { error: 'An interest cannot be empty.' }).max(40, { error: 'Keep each interest under 40 characters.' }))
    .max(20, { error: 'Pick at most 20 interests.' })
    .transform((list) => [...new Set(list)]),
  applicant_profile_roommate_relationship_preference: z.enum(ROOMMATE_RELATIONSHIPS).nullable(),
  is_renting_with_animal: z.boolean().nullable(),
}).partial().strict();
export type ProfilePatch = z.infer<typeof ProfilePatchBody>;
