import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { onboardingSchema } from '#shared/account/professional-details.ts';
import { type Plan, planSchema } from '#shared/account/rules.ts';
import { messages } from '#shared/messages.ts';
import { ProfessionalDetailsFields } from '#client/components/account/professional-details-fields.tsx';
import { DETAILS_FIELDS } from '#client/components/account/professional-details-values.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useSaveOnboarding } from '#client/features/onboarding/api/save-onboarding.ts';
import { OnboardingProgress } from '#client/features/onboarding/components/onboarding-progress.tsx';
import { PlanStep } from '#client/features/onboarding/components/plan-step.tsx';
import { RoleStep } from '#client/features/onboarding/components/role-step.tsx';
import { useOnboardingForm } from '#client/features/onboarding/hooks/use-onboarding-form.ts';
import {
  browserStorage,
  clearOnboarding,
  type OnboardingStep,
  onboardingKey,
  readOnboarding,
  writeOnboarding,
} from '#client/features/onboarding/lib/onboarding-storage.ts';
import { errorMessageFor } from '#client/lib/api-error.ts';
import { applyServerFieldErrors, focusFirstInvalid } from '#client/lib/form-errors.ts';
import { useCurrentUser, useSession } from '#client/lib/use-session.ts';
import { startPurchase } from '#client/api/payments.ts';

const headings = [
  { title: 'Quel est votre rôle ?', text: 'Vos contrats seront rédigés du bon point de vue.' },
  {
    title: 'Vos informations',
    text: 'Elles figureront dans vos contrats : la partie qui signe doit être identifiable.',
  },
  { title: 'Choisissez votre plan', text: 'Vous pourrez en changer à tout moment depuis votre profil.' },
];

/** Three steps: role, professional details, plan (spec sections 2, 4 and 5). */
export function OnboardingPage() {
  const user = useCurrentUser();
  const { userDetails } = useSession();
  const navigate = useNavigate();
  const storage = browserStorage();
  const storageKey = onboardingKey(user.id);
  // An onboarding left midway resumes at its step, with what was typed and the plan picked.
  const [resumed] = useState(() => (storage ? readOnboarding(storage, storageKey) : null));
  const [step, setStep] = useState<OnboardingStep>(resumed?.step ?? 1);
  const [plan, setPlan] = useState<Plan | undefined>(resumed?.plan ?? userDetails?.intendedPlan ?? undefined);
  const [planError, setPlanError] = useState<string>();
  const form = useOnboardingForm(() => step, resumed?.values);
  const save = useSaveOnboarding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isFirstStep = useRef(true);

  // Each new step is announced: the focus moves to its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!storage) return;
    const keep = () => writeOnboarding(storage, storageKey, { step, values: form.getValues(), plan });
    keep();
    const subscription = form.watch(keep);
    return () => subscription.unsubscribe();
  }, [form, plan, step, storage, storageKey]);

  const goForward = form.handleSubmit(
    () => setStep((current) => (current === 1 ? 2 : 3)),
    () => focusFirstInvalid(formRef.current),
  );

  const finish = async () => {
    const chosen = planSchema.safeParse(plan);
    if (!chosen.success) {
      setPlanError(messages.planRequired);
      focusFirstInvalid(formRef.current);
      return;
    }
    const payload = onboardingSchema.safeParse({ ...form.getValues(), intendedPlan: chosen.data });
    if (!payload.success) {
      setStep(2);
      return;
    }
    try {
      await save.mutateAsync(payload.data);
      if (storage) clearOnboarding(storage, storageKey);
      toast.success(messages.onboardingSucceeded);
      // Pro: straight to the payment page; a cancelled payment comes back to the dashboard,
      // still on the free plan (spec section 4).
      if (chosen.data === 'pro') await startPurchase({ plan: 'pro' }, '/dashboard');
      else await navigate('/dashboard', { replace: true });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['role', ...DETAILS_FIELDS])) {
        setStep(2);
        focusFirstInvalid(formRef.current);
        return;
      }
      toast.error(errorMessageFor(error, messages.onboardingFailed));
    }
  };

  const heading = headings[step - 1] ?? headings[0]!;
  return (
    <div className="grid gap-8">
      <title>Configurer mon compte · Paraphe</title>
      <div className="grid gap-2">
        <p className="text-sm font-medium text-gold-700">Bienvenue, {user.firstName}</p>
        <h1 className="text-3xl font-semibold tracking-tight">Configurons votre compte</h1>
      </div>
      <OnboardingProgress step={step} />
      {resumed && resumed.step > 1 ? (
        <p role="status" className="-mt-4 text-sm text-muted-foreground">
          Vous reprenez où vous en étiez : vos réponses précédentes sont conservées.
        </p>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          if (step < 3) void goForward(event);
          else {
            event.preventDefault();
            void finish();
          }
        }}
        className="grid gap-8 rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-8"
      >
        <header className="grid gap-1.5">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {heading.title}
          </h2>
          <p className="text-[0.9375rem] text-muted-foreground">{heading.text}</p>
        </header>

        {step === 1 ? <RoleStep form={form} /> : null}
        {step === 2 ? <ProfessionalDetailsFields form={form} /> : null}
        {step === 3 ? (
          <PlanStep
            value={plan}
            onChange={(value) => {
              setPlan(value);
              setPlanError(undefined);
            }}
            error={planError}
          />
        ) : null}

        <div className="flex flex-col-reverse gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col-reverse items-center gap-3 sm:flex-row">
            {step > 1 ? (
              <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setStep(step === 3 ? 2 : 1)}>
                <ArrowLeft aria-hidden="true" />
                Retour
              </Button>
            ) : null}
            {step < 3 ? (
              <Link to="/dashboard" className="text-sm text-ink-700 underline underline-offset-4 hover:text-ink-950">
                Passer cette étape
              </Link>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={save.isPending}>
            {step < 3 ? 'Continuer' : 'Commencer'}
            {step < 3 ? <ArrowRight aria-hidden="true" /> : null}
          </Button>
        </div>
      </form>
    </div>
  );
}
