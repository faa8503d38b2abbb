import type { RoommateQuestion } from '../../../common/roommate-answers.js';

/**
 * Each answer as a verb phrase that reads after "you" and after "2 housemates"
 * alike ("go to bed early on weekdays"), so explanations are plain sentences.
 * Common-area contributions are a list and are explained on their own.
 */
export const ANSWER_PHRASES: Record<Exclude<RoommateQuestion, 'common_area_contributions'>, Record<string, string>> = {
  works_from_home: {
    yes: 'work from home most days',
    sometimes: 'work from home some days',
    no: 'work away from home',
  },
  conflict_style: {
    group_chat: 'raise house issues in the group chat',
    in_person: 'talk things through in person',
    direct_message: 'sort things out by direct message',
    note: 'leave a friendly note when something bothers them',
  },
  sharing: {
    everything: 'happily share everything',
    permission_only: 'share when asked first',
    emergency_only: 'share only in a pinch',
    never: 'keep their things to themselves',
  },
  weekday_bedtime: {
    early: 'go to bed early on weekdays',
    moderate: 'go to bed around 10 pm to midnight on weekdays',
    late: 'stay up past midnight on weekdays',
    daytime: 'sleep during the day',
  },
  smoker: {
    yes: 'smoke or vape',
    no: 'do not smoke',
  },
  applicant_profile_roommate_relationship_preference: {
    minimal: 'prefer friendly hellos and plenty of privacy',
    balanced: 'like a balance of chatting and their own space',
    social: 'want housemates who hang out together',
  },
  cooking: {
    never: 'rarely use the kitchen',
    quick: 'make quick meals',
    home_cook: 'cook most days',
    gourmet_chef: 'love spending time cooking',
  },
  move_reason: {
    occupation: 'are moving for work',
    education: 'are moving for their studies',
    location: 'are moving to be in this area',
    financial: 'are moving to save on rent',
  },
  unwind_ritual: {
    tv: 'unwind with a show or a movie',
    reading: 'unwind with a good book',
    exercise: 'unwind with exercise',
    gaming: 'unwind with games',
    cooking: 'unwind by cooking',
  },
  plants: {
    love: 'love house plants',
    like: 'like a few house plants',
    indifferent: 'do not mind house plants either way',
    none: 'would rather not have plants around',
  },
  weekend_vacancy: {
    rarely: 'are home most weekends',
    once_per_month: 'are away about one weekend a month',
    twice_per_month: 'are away about two weekends a month',
    most: 'are away most weekends',
  },
};

/** Common-area contributions as things you would bring: "a dining table". */
export const CONTRIBUTION_PHRASES: Record<string, string> = {
  'entertainment systems': 'a TV or sound system',
  seating: 'seating',
  'dining table': 'a dining table',
  'kitchen appliances': 'kitchen appliances',
  storage: 'storage',
  plants: 'plants',
  'hobby gear': 'hobby gear',
};

/** The same phrase said of "you": "keep their things to themselves" becomes "keep your things to yourself". */
export function forYou(phrase: string): string {
  return phrase.replace(/\bthemselves\b/g, 'yourself').replace(/\btheir\b/g, 'your').replace(/\bthem\b/g, 'you');
}
