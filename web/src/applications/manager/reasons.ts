import { DENIAL_REASONS, MANAGER_CLOSURE_REASONS } from '../../../../common/lifecycle-reasons';

/** Spec §8 reasons as select options: GraphQL enum names (the spec value upper-cased) with the labels. */
const toChoices = (list: readonly { value: string; label: string }[]) =>
  list.map((r) => ({ value: r.value.toUpperCase(), label: r.label }));

export const DENY_CHOICES = toChoices(DENIAL_REASONS);
export const CLOSE_CHOICES = toChoices(MANAGER_CLOSURE_REASONS);
