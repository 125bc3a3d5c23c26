import { useId, useState, type FormEvent } from 'react';
import { ROLE_NAMES, RESUME_TEXT_UPLOAD_THRESHOLD, type RoleName } from '@/shared/constants';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import type { User } from '@/shared/contracts/users';
import { Button } from '@/client/components/ui/button';
import { Input, Label, Textarea } from '@/client/components/ui/input';

export interface ManualProfileValues {
  currentRole: string;
  yearsExperience: number;
  skills: string[];
  targetRoles: RoleName[];
  resumeText: string;
}

/** Spec §3: comma-separated text split into a trimmed list with empty items dropped. */
const splitSkills = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Spec §5: parsed as an integer, defaulting to 0. */
const parseYears = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
};

interface ManualProfileFormProps {
  user: User;
  /** Her latest analysis: what it read fills what her profile leaves empty (walk-through m4). */
  analysis?: ResumeAnalysis | null;
  pending: boolean;
  error?: string | null;
  onSubmit: (values: ManualProfileValues) => void;
  onCancel: () => void;
}

export function ManualProfileForm({
  user,
  analysis = null,
  pending,
  error,
  onSubmit,
  onCancel,
}: ManualProfileFormProps) {
  const id = useId();
  const [currentRole, setCurrentRole] = useState(user.currentRole ?? analysis?.extractedRole ?? '');
  const knownYears = user.yearsExperience ?? analysis?.yearsExperience ?? null;
  const [years, setYears] = useState(knownYears === null ? '' : String(knownYears));
  const [skills, setSkills] = useState(
    (user.skills.length > 0 ? user.skills : (analysis?.skills ?? [])).join(', '),
  );
  const [targetRoles, setTargetRoles] = useState<RoleName[]>(() => {
    const chosen = user.targetRoles.filter((r): r is RoleName =>
      (ROLE_NAMES as readonly string[]).includes(r),
    );
    return chosen.length > 0 || !analysis?.bestFitRole ? chosen : [analysis.bestFitRole];
  });
  const [resumeText, setResumeText] = useState('');
  // Spec §5: enabled only if current role, years and at least one target role are set.
  const canSave =
    currentRole.trim() !== '' && years.trim() !== '' && targetRoles.length > 0 && !pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    onSubmit({
      currentRole: currentRole.trim(),
      yearsExperience: parseYears(years),
      skills: splitSkills(skills),
      targetRoles,
      resumeText,
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby={`${id}-title`}
    >
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Your profile
        </h3>
        <p className="text-sm text-slate-700">
          Tell us where you are now and which roles you want to explore.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-role`}>Current role</Label>
          <Input
            id={`${id}-role`}
            value={currentRole}
            onChange={(e) => setCurrentRole(e.target.value)}
            placeholder="e.g. 7th Grade Science Teacher"
            maxLength={120}
            required
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-years`}>Years of experience</Label>
          <Input
            id={`${id}-years`}
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            value={years}
            onChange={(e) => setYears(e.target.value)}
            required
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-skills`}>Skills</Label>
        <Input
          id={`${id}-skills`}
          value={skills}
          onChange={(e) => setSkills(e.target.value)}
          placeholder="Curriculum design, Parent communication, Data analysis"
          aria-describedby={`${id}-skills-hint`}
        />
        <p id={`${id}-skills-hint`} className="text-xs text-slate-600">
          Separate skills with commas.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">Target roles</legend>
        {ROLE_NAMES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={targetRoles.includes(role)}
              onChange={(e) =>
                setTargetRoles((roles) =>
                  e.target.checked ? [...roles, role] : roles.filter((r) => r !== role),
                )
              }
            />
            {role}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>Resume text (optional)</Label>
        <Textarea
          id={`${id}-text`}
          rows={6}
          value={resumeText}
          onChange={(e) => setResumeText(e.target.value)}
          placeholder="Paste your resume here and we will analyse it too."
          aria-describedby={`${id}-text-hint`}
        />
        <p id={`${id}-text-hint`} className="text-xs text-slate-600">
          More than {RESUME_TEXT_UPLOAD_THRESHOLD} characters of text is analysed like an uploaded
          resume; the choices above still win.
        </p>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!canSave}>
          {pending ? 'Saving...' : 'Save Profile'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
