// Where /in/profile-setup opens and what it shows: the first step not done (so a returning person resumes where
// they left off), or the review once all are; and whether the steps can still be changed.
import { KYC_STEPS, type KycProgress, type KycStep } from '@sikka/shared/kyc/schemas';
import { canEditSteps } from '@sikka/shared/kyc/status';

export type SetupView = KycStep | 'review';
export const SETUP_VIEWS: readonly SetupView[] = [...KYC_STEPS, 'review'];

export function openingView(progress: KycProgress): SetupView {
  return progress.next_step ?? 'review';
}

/** After a step is saved: the next one not done after it, else the first not done, else the review. */
export function viewAfter(saved: KycStep, progress: KycProgress): SetupView {
  const after = KYC_STEPS.slice(KYC_STEPS.indexOf(saved) + 1).find((step) => progress.steps[step] !== 'done');
  return after ?? openingView(progress);
}

/** The steps are a form only while the profile is not started, rejected or due for re-KYC. */
export function stepsEditable(progress: KycProgress): boolean {
  return canEditSteps(progress.state);
}

export function readyToSubmit(progress: KycProgress): boolean {
  return stepsEditable(progress) && KYC_STEPS.every((step) => progress.steps[step] === 'done');
}
