import type { MutationResolvers, UpdateProfileInput } from '../../../__generated__/resolvers-types.js';
import { payloadOf, userError } from '../../../schema/payload.js';
import type { MeDto } from '../../../v20/dto.js';

/** UpdateProfileInput field → PATCH /me/ field. */
const V20_FIELD: Record<keyof UpdateProfileInput, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  occupation: 'occupation',
  interests: 'interests',
  roommateRelationshipPreference: 'applicant_profile_roommate_relationship_preference',
  isRentingWithAnimal: 'is_renting_with_animal',
};
/** v20's field names back to the input's, so a userError points at the right form field. */
const INPUT_FIELD = Object.fromEntries(Object.entries(V20_FIELD).map(([input, v20]) => [v20, input]));

/** Only the fields the client sent; an explicit null clears the field. */
function patchBody(input: UpdateProfileInput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key, value]) => value !== undefined && key in V20_FIELD)
      .map(([key, value]) => [V20_FIELD[key as keyof UpdateProfileInput], value]),
  );
}

export const updateProfile: NonNullable<MutationResolvers['updateProfile']> = async (_parent, { input }, ctx) => {
  return payloadOf(async () => ({
    user: await ctx.v20.patch<MeDto>('/me/', { body: patchBody(input) }),
  }), { user: null }, { rename: INPUT_FIELD });
};
