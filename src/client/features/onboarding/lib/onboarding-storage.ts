import { readStoredJson } from '#client/lib/stored-json.ts';
import { type Plan, planSchema, roleSchema } from '#shared/account/rules.ts';
import {
  DETAILS_FIELDS,
  type ProfessionalDetailsFormValues,
} from '#client/components/account/professional-details-values.ts';

/**
 * Where a user left the onboarding (step, what was typed, the plan picked), kept in this
 * browser per user until the onboarding is finished: « Passer cette étape », a closed tab or
 * an expired session resume at the same step with the same answers.
 */

const PREFIX = 'paraphe:configuration';

export type OnboardingStep = 1 | 2 | 3;
export type StoredOnboarding = {
  step: OnboardingStep;
  values: Partial<ProfessionalDetailsFormValues>;
  plan?: Plan;
};

export function onboardingKey(userId: string): string {
  return `${PREFIX}:${userId}`;
}

/** What was stored, kept only where it has the expected shape: a damaged entry resumes nothing. */
export function readOnboarding(storage: Storage, key: string): StoredOnboarding | null {
  const parsed = readStoredJson(storage, key);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { step, values, plan } = parsed as Record<string, unknown>;
  if (step !== 1 && step !== 2 && step !== 3) return null;
  const stored: StoredOnboarding = { step, values: {} };
  if (typeof values === 'object' && values !== null) {
    const raw = values as Record<string, unknown>;
    const role = roleSchema.safeParse(raw.role);
    if (role.success) stored.values.role = role.data;
    if (typeof raw.isPhysicalPerson === 'boolean') stored.values.isPhysicalPerson = raw.isPhysicalPerson;
    for (const field of DETAILS_FIELDS) {
      const value = raw[field];
      if (typeof value === 'string') stored.values[field] = value.slice(0, 500);
    }
  }
  const chosen = planSchema.safeParse(plan);
  if (chosen.success) stored.plan = chosen.data;
  return stored;
}

export function writeOnboarding(storage: Storage, key: string, state: StoredOnboarding): void {
  try {
    storage.setItem(key, JSON.stringify(state));
  } catch {
    // A full or disabled storage only costs the resume.
  }
}

export function clearOnboarding(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** localStorage, or null where the browser refuses it (private modes, disabled storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
