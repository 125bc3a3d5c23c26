import { describe, expect, it } from 'vitest';
import {
  initialSetupFlow,
  setupFlowReducer,
  type SetupEvent,
  type SetupFlow,
} from '@/client/features/resumes/lib/setup-flow';
import type { SetupResult } from '@/client/features/resumes/lib/setup-result';

const result = { kind: 'upload', fallbackRole: null } as unknown as SetupResult;
const run = (events: SetupEvent[], from: SetupFlow = initialSetupFlow) =>
  events.reduce(setupFlowReducer, from);

describe('the Profile Setup flow', () => {
  it('goes upload -> parsing -> review -> complete, keeping the analysis', () => {
    const parsing = run([{ type: 'upload-started' }]);
    expect(parsing.step).toBe('parsing');
    const analysing = run(
      [{ type: 'upload-progress', progress: { percent: 100, phase: 'analyzing' } }],
      parsing,
    );
    expect(analysing.progress).toEqual({ percent: 100, phase: 'analyzing' });
    const review = run([{ type: 'upload-analysed', result }], analysing);
    expect(review).toMatchObject({ step: 'review', result });
    expect(run([{ type: 'review-continued' }], review)).toMatchObject({
      step: 'complete',
      result,
    });
  });

  it('back to the upload step with the reason when a file is refused, cleared by the next file', () => {
    const refused = run([
      { type: 'upload-started' },
      { type: 'upload-refused', message: 'That file is empty' },
    ]);
    expect(refused).toMatchObject({ step: 'upload', refusal: 'That file is empty' });
    expect(run([{ type: 'upload-started' }], refused).refusal).toBeNull();
  });

  it('a second upload starts its bar at zero, closes the form and forgets the roles chosen by hand', () => {
    const saved = run([
      { type: 'upload-started' },
      { type: 'upload-progress', progress: { percent: 100, phase: 'analyzing' } },
      { type: 'upload-analysed', result },
      { type: 'manual-opened' },
      { type: 'save-started' },
      { type: 'save-succeeded', roles: ['Sales'] },
      { type: 'manual-opened' },
    ]);
    expect(saved).toMatchObject({ step: 'complete', handChosen: ['Sales'], manual: true });
    const again = run([{ type: 'upload-started' }], saved);
    expect(again).toMatchObject({
      step: 'parsing',
      manual: false,
      handChosen: null,
      progress: { percent: 0, phase: 'uploading' },
    });
  });

  it('a failed save keeps the form open with the reason; a retry clears it', () => {
    const failed = run([
      { type: 'manual-opened' },
      { type: 'save-started' },
      { type: 'save-failed', message: 'Your profile could not be saved.' },
    ]);
    expect(failed).toMatchObject({
      manual: true,
      saving: false,
      saveError: 'Your profile could not be saved.',
      step: null,
    });
    expect(run([{ type: 'save-started' }], failed)).toMatchObject({
      saving: true,
      saveError: null,
    });
  });

  it('keeps the name the landing page passed, and "Upload a new resume" returns to the widget', () => {
    const named = run([{ type: 'hand-off-name', name: 'maria.pdf' }]);
    expect(named.pendingName).toBe('maria.pdf');
    const complete = run([{ type: 'review-continued' }], named);
    expect(run([{ type: 'new-upload-chosen' }], complete).step).toBe('upload');
  });
});
