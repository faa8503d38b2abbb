/**
 * The twelve roommate profile answers of spec §3, with their values spelt exactly
 * as the spec spells them, and the short and longer label each has. The api's
 * checks, the gateway's enum maps, the web's form and the compatibility score all
 * read this one table.
 *
 * `scale` says how the compatibility score compares two answers (see
 * docs/roommate-compatibility.md): `ordered` values sit on a line (neighbours get
 * partial credit), `categorical` values either match or not, `multi` is a list.
 */
export type QuestionScale = 'ordered' | 'categorical' | 'multi';

export interface AnswerOption<V extends string = string> {
  value: V;
  /** For chips and compact summaries ("Sometimes"). */
  short: string;
  /** For the form, where people choose ("I work from home a few days a week"). */
  long: string;
}

function question<const V extends string>(def: {
  label: string;
  prompt: string;
  scale: QuestionScale;
  options: readonly AnswerOption<V>[];
}) {
  return { ...def, values: def.options.map((o) => o.value) as readonly V[] };
}

export const ROOMMATE_QUESTIONS = {
  works_from_home: question({
    label: 'Works from home',
    prompt: 'Do you work from home?',
    scale: 'ordered',
    options: [
      { value: 'yes', short: 'Yes', long: 'Yes, most days' },
      { value: 'sometimes', short: 'Sometimes', long: 'Sometimes, a few days a week' },
      { value: 'no', short: 'No', long: 'No, I work or study away from home' },
    ],
  }),
  conflict_style: question({
    label: 'Conflict style',
    prompt: 'When something bothers you at home, how do you bring it up?',
    scale: 'categorical',
    options: [
      { value: 'group_chat', short: 'Group chat', long: 'In the house group chat' },
      { value: 'in_person', short: 'In person', long: 'Face to face, in person' },
      { value: 'direct_message', short: 'Direct message', long: 'A direct message to the person' },
      { value: 'note', short: 'Note', long: 'A friendly note left in the house' },
    ],
  }),
  sharing: question({
    label: 'Sharing',
    prompt: 'How do you feel about sharing your things (food, kitchenware, supplies)?',
    scale: 'ordered',
    options: [
      { value: 'everything', short: 'Everything', long: 'What is mine is yours' },
      { value: 'permission_only', short: 'With permission', long: 'Happy to share, just ask first' },
      { value: 'emergency_only', short: 'Emergencies only', long: 'Only in a pinch' },
      { value: 'never', short: 'Never', long: 'I prefer to keep my things to myself' },
    ],
  }),
  weekday_bedtime: question({
    label: 'Weekday bedtime',
    prompt: 'When do you usually go to sleep on a weekday?',
    scale: 'ordered',
    options: [
      { value: 'early', short: 'Early', long: 'Early, before 10 pm' },
      { value: 'moderate', short: 'Moderate', long: 'Around 10 pm to midnight' },
      { value: 'late', short: 'Late', long: 'Late, after midnight' },
      { value: 'daytime', short: 'Daytime', long: 'During the day (I work nights)' },
    ],
  }),
  smoker: question({
    label: 'Smoker',
    prompt: 'Do you smoke or vape?',
    scale: 'categorical',
    options: [
      { value: 'yes', short: 'Smoker', long: 'Yes, I smoke or vape' },
      { value: 'no', short: 'Non-smoker', long: 'No, I do not smoke or vape' },
    ],
  }),
  applicant_profile_roommate_relationship_preference: question({
    label: 'Roommate relationship',
    prompt: 'How close would you like to be with your housemates?',
    scale: 'ordered',
    options: [
      { value: 'minimal', short: 'Minimal', long: 'Friendly hellos, but I mostly keep to myself' },
      { value: 'balanced', short: 'Balanced', long: 'Happy to chat and share a meal, and to have my own space' },
      { value: 'social', short: 'Social', long: "I'd love housemates who hang out together" },
    ],
  }),
  cooking: question({
    label: 'Cooking',
    prompt: 'How much do you cook?',
    scale: 'ordered',
    options: [
      { value: 'never', short: 'Never', long: 'I rarely use the kitchen' },
      { value: 'quick', short: 'Quick meals', long: 'Quick meals and reheating' },
      { value: 'home_cook', short: 'Home cook', long: 'I cook most days' },
      { value: 'gourmet_chef', short: 'Gourmet chef', long: 'Cooking is my hobby; the kitchen is my happy place' },
    ],
  }),
  move_reason: question({
    label: 'Move reason',
    prompt: 'What brings you to this move?',
    scale: 'categorical',
    options: [
      { value: 'occupation', short: 'Work', long: 'A new job or work' },
      { value: 'education', short: 'Studies', long: 'School or studies' },
      { value: 'location', short: 'Location', long: 'I want to live in this area' },
      { value: 'financial', short: 'Budget', long: 'Saving money on rent' },
    ],
  }),
  unwind_ritual: question({
    label: 'Unwind ritual',
    prompt: 'How do you like to unwind after a long day?',
    scale: 'categorical',
    options: [
      { value: 'tv', short: 'TV', long: 'A show or a movie' },
      { value: 'reading', short: 'Reading', long: 'A good book' },
      { value: 'exercise', short: 'Exercise', long: 'A workout, a run or a walk' },
      { value: 'gaming', short: 'Gaming', long: 'Video or board games' },
      { value: 'cooking', short: 'Cooking', long: 'Cooking something nice' },
    ],
  }),
  plants: question({
    label: 'Plants',
    prompt: 'How do you feel about house plants?',
    scale: 'ordered',
    options: [
      { value: 'love', short: 'Love them', long: 'I love plants; the more the better' },
      { value: 'like', short: 'Like them', long: 'A few plants are nice' },
      { value: 'indifferent', short: 'Indifferent', long: 'I do not mind either way' },
      { value: 'none', short: 'None', long: 'I would rather not have plants around' },
    ],
  }),
  weekend_vacancy: question({
    label: 'Weekends away',
    prompt: 'How often are you away for the weekend?',
    scale: 'ordered',
    options: [
      { value: 'rarely', short: 'Rarely', long: 'Rarely, I am usually home' },
      { value: 'once_per_month', short: 'Once a month', long: 'About one weekend a month' },
      { value: 'twice_per_month', short: 'Twice a month', long: 'About two weekends a month' },
      { value: 'most', short: 'Most weekends', long: 'Most weekends' },
    ],
  }),
  common_area_contributions: question({
    label: 'Common-area contributions',
    prompt: 'What could you bring to the shared spaces?',
    scale: 'multi',
    options: [
      { value: 'entertainment systems', short: 'Entertainment', long: 'A TV, speakers or a console' },
      { value: 'seating', short: 'Seating', long: 'A sofa or chairs' },
      { value: 'dining table', short: 'Dining table', long: 'A dining table' },
      { value: 'kitchen appliances', short: 'Kitchen appliances', long: 'Kitchen appliances (blender, air fryer, ...)' },
      { value: 'storage', short: 'Storage', long: 'Shelves or storage' },
      { value: 'plants', short: 'Plants', long: 'Plants' },
      { value: 'hobby gear', short: 'Hobby gear', long: 'Hobby gear (instruments, games, sports)' },
    ],
  }),
} as const;

export type RoommateQuestion = keyof typeof ROOMMATE_QUESTIONS;
export type RoommateAnswerValue<Q extends RoommateQuestion> = (typeof ROOMMATE_QUESTIONS)[Q]['values'][number];

/** The questions in the order the form asks them. */
export const ROOMMATE_QUESTION_KEYS = Object.keys(ROOMMATE_QUESTIONS) as RoommateQuestion[];

/** One person's twelve answers (common-area contributions is a list, possibly empty). */
export type RoommateAnswers = {
  [Q in RoommateQuestion]: Q extends 'common_area_contributions' ? RoommateAnswerValue<Q>[] : RoommateAnswerValue<Q>;
};

/** The short and longer label of an answer; the value itself when it is unknown. */
export function answerLabel(question: RoommateQuestion, value: string): { short: string; long: string } {
  const option = (ROOMMATE_QUESTIONS[question].options as readonly AnswerOption[]).find((o) => o.value === value);
  return option ? { short: option.short, long: option.long } : { short: value, long: value };
}
