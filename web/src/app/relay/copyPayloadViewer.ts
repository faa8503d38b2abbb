import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A mutation payload's `viewer` is stored apart from the page query's `viewer`
 * (Viewer has no id), so the page would keep showing the old list. This copies
 * the named fields (lists of records, or plain values) from the payload's viewer
 * onto the page's, inside the mutation's updater.
 */
export function copyPayloadViewer(store: RecordSourceSelectorProxy, rootField: string, fields: { lists?: string[]; values?: string[] }): void {
  const fresh = store.getRootField(rootField)?.getLinkedRecord('viewer');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!fresh || !viewer) return;
  for (const field of fields.lists ?? []) {
    const records = fresh.getLinkedRecords(field);
    if (records) viewer.setLinkedRecords(records, field);
  }
  for (const field of fields.values ?? []) viewer.setValue(fresh.getValue(field), field);
}

/** The onboarding fields every step's payload refreshes (see OnboardingProgress). */
export const ONBOARDING_VALUES = ['nextOnboardingStep', 'onboardingStepsRemaining'];
