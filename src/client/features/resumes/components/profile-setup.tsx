import { CheckCircle2, PencilLine, RefreshCw } from 'lucide-react';
import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { RESUME_TEXT_UPLOAD_THRESHOLD, type RoleName } from '@/shared/constants';
import type { User } from '@/shared/contracts/users';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/spinner';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useLatestResume } from '../api/get-latest-resume';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadResume } from '../api/upload-resume';
import { takePendingResume } from '../lib/pending-resume';
import { initialSetupFlow, setupFlowReducer, type SetupStep } from '../lib/setup-flow';
import { chosenRolesOf, resultOfUpload, shownResultOf } from '../lib/setup-result';
import { uploadErrorMessage } from '../lib/upload-error';
import { PASTED_TEXT_FILE_NAME } from '../lib/upload-labels';
import { AnalysisReview } from './analysis-review';
import { ManualProfileForm, type ManualProfileValues } from './manual-profile-form';
import { ParsingStep, UploadStep } from './setup-step-views';
import { SetupSteps } from './setup-steps';

interface ProfileSetupProps {
  user: User;
  /** 'View Learning Courses' switches to the progress tab. */
  onViewCourses: () => void;
  /**
   * The landing page's hand-off was looked for: `file` is true when the chosen file itself came
   * along (its upload starts at once), false when only its name or nothing did.
   */
  onHandOffChecked?: (found: { file: boolean }) => void;
  /** An upload started (from the widget, the hand-off or the form's pasted text). */
  onUploadStarted?: () => void;
}

/** The dashboard's Profile Setup tab: upload -> parsing -> review -> complete (spec part-1 §4). */
export function ProfileSetup({
  user,
  onViewCourses,
  onHandOffChecked,
  onUploadStarted,
}: ProfileSetupProps) {
  const latest = useLatestResume();
  const uploadFile = useUploadResume(user.id);
  const saveProfile = useUpdateProfile(user.id);
  const [flow, dispatch] = useReducer(setupFlowReducer, initialSetupFlow);
  const { step, manual, progress, pendingName, refusal } = flow;
  const startedPending = useRef(false);

  // A returning teacher sees their last analysis; a new one starts at the upload step.
  const stored = latest.data?.resume;
  const shownStep: SetupStep = step ?? (stored ? 'complete' : 'upload');
  const shownResult = shownResultOf(flow.result, stored, user);
  const chosenRoles = chosenRolesOf(shownResult, flow.handChosen, user);

  const upload = async (file: File): Promise<boolean> => {
    dispatch({ type: 'upload-started' });
    onUploadStarted?.();
    try {
      const response = await uploadFile.mutateAsync({
        file,
        onProgress: (next) => dispatch({ type: 'upload-progress', progress: next }),
      });
      dispatch({ type: 'upload-analysed', result: resultOfUpload(response) });
      return true;
    } catch (error) {
      const message = uploadErrorMessage(error);
      dispatch({ type: 'upload-refused', message });
      toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
      return false;
    }
  };

  // The landing page's hand-off: the chosen file arrives through IndexedDB and is analysed at once.
  const takeHandOff = useEffectEvent(() => {
    void takePendingResume().then(({ file, name }) => {
      onHandOffChecked?.({ file: Boolean(file) });
      if (file) void upload(file);
      else if (name) dispatch({ type: 'hand-off-name', name });
    });
  });
  useEffect(() => {
    if (startedPending.current) return;
    startedPending.current = true;
    takeHandOff();
  }, []);

  const saveManual = async (values: ManualProfileValues) => {
    dispatch({ type: 'save-started' });
    if (values.resumeText.trim().length > RESUME_TEXT_UPLOAD_THRESHOLD) {
      onUploadStarted?.();
      try {
        const response = await uploadFile.mutateAsync({
          file: new File([values.resumeText], PASTED_TEXT_FILE_NAME, { type: 'text/plain' }),
          refreshProfile: false,
        });
        dispatch({ type: 'pasted-text-analysed', result: resultOfUpload(response) });
      } catch {
        toast({
          title: 'Processing Failed',
          description: 'Could not process resume text, but you can still submit manually.',
          variant: 'destructive',
        });
      }
    }
    try {
      await saveProfile.mutateAsync({
        currentRole: values.currentRole,
        yearsExperience: values.yearsExperience,
        skills: values.skills,
        targetRoles: values.targetRoles as RoleName[],
      });
      dispatch({ type: 'save-succeeded', roles: values.targetRoles });
    } catch (error) {
      dispatch({
        type: 'save-failed',
        message: errorMessage(error, 'Your profile could not be saved. Please try again.'),
      });
    }
  };

  if (latest.isPending && step === null) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <SetupSteps step={shownStep} />

      {manual ? (
        <ManualProfileForm
          user={user}
          analysis={shownResult?.analysis ?? null}
          pending={flow.saving}
          error={flow.saveError}
          onSubmit={(v) => void saveManual(v)}
          onCancel={() => dispatch({ type: 'manual-closed' })}
        />
      ) : null}

      {!manual && shownStep === 'upload' ? (
        <UploadStep
          pendingName={pendingName}
          refusal={refusal}
          onFileSelected={(file) => void upload(file)}
          onManual={() => dispatch({ type: 'manual-opened' })}
        />
      ) : null}

      {!manual && shownStep === 'parsing' ? <ParsingStep progress={progress} /> : null}

      {!manual && shownStep === 'review' && shownResult ? (
        <AnalysisReview
          analysis={shownResult.analysis}
          chosenRoles={chosenRoles}
          pathRole={shownResult.fallbackRole}
          source={shownResult.source}
          comparison={shownResult.comparison}
          onContinue={() => dispatch({ type: 'review-continued' })}
          onBack={() => dispatch({ type: 'new-upload-chosen' })}
        />
      ) : null}

      {!manual && shownStep === 'complete' ? (
        <div className="grid gap-6">
          <div className="flex flex-col items-start gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden />
              <div>
                <h3 className="text-lg font-semibold text-emerald-950">Profile Setup Complete!</h3>
                <p className="text-sm text-emerald-900">
                  {user.targetRoles.length > 0
                    ? `Your learning path: ${user.targetRoles.join(', ')}.`
                    : 'Your profile is saved.'}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button onClick={onViewCourses}>View Learning Courses</Button>
              <Button variant="outline" onClick={() => dispatch({ type: 'manual-opened' })}>
                <PencilLine aria-hidden />
                Edit profile
              </Button>
              <Button variant="ghost" onClick={() => dispatch({ type: 'new-upload-chosen' })}>
                <RefreshCw aria-hidden />
                Upload a new resume
              </Button>
            </div>
          </div>
          {shownResult ? (
            <AnalysisReview
              analysis={shownResult.analysis}
              chosenRoles={chosenRoles}
              pathRole={shownResult.fallbackRole}
              source={shownResult.source}
              comparison={shownResult.comparison}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
