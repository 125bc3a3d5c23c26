import type { UploadProgress } from '../api/upload-resume';
import type { SetupResult } from './setup-result';

/**
 * The Profile Setup tab's flow as one reducer: which step shows, whether the manual form is open,
 * the upload's progress and outcome, and the form's save. Every way through the tab is an event
 * here, so each transition is a plain function a test can drive (tests/unit/setup-flow.test.ts).
 */
/** The tab's four steps, in order. */
export type SetupStep = 'upload' | 'parsing' | 'review' | 'complete';

export interface SetupFlow {
  /** null until she does something: the tab then follows her stored analysis. */
  step: SetupStep | null;
  manual: boolean;
  progress: UploadProgress;
  /** The analysis of an upload made this visit. */
  result: SetupResult | null;
  /** The landing page passed only the name of her file: the widget asks her to choose it again. */
  pendingName: string | null;
  saving: boolean;
  saveError: string | null;
  /** Why the last upload was refused, kept beside the widget until she chooses again. */
  refusal: string | null;
  /** The roles she chose in the manual form this visit (known before her profile is re-read). */
  handChosen: string[] | null;
}

export type SetupEvent =
  | { type: 'upload-started' }
  | { type: 'upload-progress'; progress: UploadProgress }
  | { type: 'upload-analysed'; result: SetupResult }
  | { type: 'upload-refused'; message: string }
  | { type: 'hand-off-name'; name: string }
  | { type: 'manual-opened' }
  | { type: 'manual-closed' }
  | { type: 'save-started' }
  | { type: 'pasted-text-analysed'; result: SetupResult }
  | { type: 'save-succeeded'; roles: string[] }
  | { type: 'save-failed'; message: string }
  | { type: 'review-continued' }
  | { type: 'new-upload-chosen' };

export const initialSetupFlow: SetupFlow = {
  step: null,
  manual: false,
  progress: { percent: 0, phase: 'uploading' },
  result: null,
  pendingName: null,
  saving: false,
  saveError: null,
  refusal: null,
  handChosen: null,
};

export function setupFlowReducer(state: SetupFlow, event: SetupEvent): SetupFlow {
  switch (event.type) {
    case 'upload-started':
      // A new file replaces what the form chose by hand and any earlier refusal.
      return {
        ...state,
        step: 'parsing',
        manual: false,
        refusal: null,
        handChosen: null,
        progress: initialSetupFlow.progress,
      };
    case 'upload-progress':
      return { ...state, progress: event.progress };
    case 'upload-analysed':
      return { ...state, step: 'review', result: event.result };
    case 'upload-refused':
      return { ...state, step: 'upload', refusal: event.message };
    case 'hand-off-name':
      return { ...state, pendingName: event.name };
    case 'manual-opened':
      return { ...state, manual: true };
    case 'manual-closed':
      return { ...state, manual: false };
    case 'save-started':
      return { ...state, saving: true, saveError: null };
    case 'pasted-text-analysed':
      return { ...state, result: event.result };
    case 'save-succeeded':
      return {
        ...state,
        saving: false,
        manual: false,
        step: 'complete',
        handChosen: event.roles,
      };
    case 'save-failed':
      // The form stays open with what she typed, and says why.
      return { ...state, saving: false, saveError: event.message };
    case 'review-continued':
      return { ...state, step: 'complete' };
    case 'new-upload-chosen':
      return { ...state, step: 'upload' };
  }
}
