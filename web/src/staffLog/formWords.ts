import type { FormKind } from '../__generated__/StaffFormSubmissionsQuery.graphql';

export const FORM_KINDS: readonly { value: FormKind; label: string }[] = [
  { value: 'PARTNER_MEETING', label: 'Partner meeting' },
  { value: 'LEAVE_FEEDBACK', label: 'Feedback' },
  { value: 'REALTOR_REFERRAL', label: 'Realtor referral' },
];

export function formLabel(kind: string): string {
  return FORM_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

/** `full_name` → `Full name`. */
export const fieldLabel = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function parseFormFilter(params: URLSearchParams): { form: FormKind | null; handled: boolean | null } {
  const form = FORM_KINDS.find((k) => k.value === params.get('form'))?.value ?? null;
  const state = params.get('state');
  return { form, handled: state === 'handled' ? true : state === 'all' ? null : false };
}
