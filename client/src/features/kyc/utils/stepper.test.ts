import type { KycProgress } from '@sikka/shared/kyc/schemas';
import { describe, expect, it } from 'vitest';
import { openingView, readyToSubmit, stepsEditable, viewAfter } from './stepper.ts';

const base: KycProgress = {
  state: 'notStarted',
  verification_status: 0,
  status: 0,
  re_kyc: 0,
  steps: { pan: 'done', aadhaar: 'todo', personal: 'done', address: 'todo', bank: 'todo', documents: 'todo' },
  next_step: 'aadhaar',
  pan: null,
  aadhaar: null,
  personal: null,
  address: null,
  bank: null,
  documents: { pan_card: null, selfie: null },
  documents_unlocked_until: null,
  rejection: null,
  submitted_at: null,
  reviewed_at: null,
};
const allDone = {
  pan: 'done',
  aadhaar: 'done',
  personal: 'done',
  address: 'done',
  bank: 'done',
  documents: 'done',
} as const;

describe('/in/profile-setup resumes where the person left off', () => {
  it('opens on the first step not done, or the review when all are', () => {
    expect(openingView(base)).toBe('aadhaar');
    expect(openingView({ ...base, steps: allDone, next_step: null })).toBe('review');
  });

  it('after saving a step goes to the next one not done after it', () => {
    expect(viewAfter('aadhaar', base)).toBe('address');
    expect(viewAfter('bank', { ...base, next_step: 'aadhaar' })).toBe('documents');
    expect(viewAfter('documents', { ...base, next_step: 'aadhaar' })).toBe('aadhaar');
  });

  it.each([
    ['notStarted', true],
    ['submitted', false],
    ['approved', false],
    ['rejected', true],
    ['reKycNeeded', true],
  ] as const)('steps of %s are editable: %s', (state, editable) => {
    expect(stepsEditable({ ...base, state })).toBe(editable);
  });

  it('can be submitted only with every step done and the profile editable', () => {
    expect(readyToSubmit(base)).toBe(false);
    expect(readyToSubmit({ ...base, steps: allDone })).toBe(true);
    expect(readyToSubmit({ ...base, steps: { ...allDone, bank: 'redo' } })).toBe(false);
    expect(readyToSubmit({ ...base, steps: { ...allDone, documents: 'todo' } })).toBe(false);
    expect(readyToSubmit({ ...base, state: 'submitted', steps: allDone })).toBe(false);
  });
});
