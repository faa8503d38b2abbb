/** A complete applicant profile: the twelve roommate answers, spelt as in spec §3. */
export const ROSA_PROFILE = {
  occupation: 'ICU nurse',
  interests: ['hiking', 'board games'],
  applicant_profile_roommate_relationship_preference: 'balanced',
  works_from_home: 'no',
  conflict_style: 'in_person',
  sharing: 'permission_only',
  weekday_bedtime: 'early',
  smoker: 'no',
  cooking: 'home_cook',
  move_reason: 'occupation',
  unwind_ritual: 'reading',
  plants: 'like',
  weekend_vacancy: 'once_per_month',
  common_area_contributions: ['dining table', 'plants'],
};
