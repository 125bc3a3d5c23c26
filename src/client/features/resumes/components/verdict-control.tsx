import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EVIDENCE_STATEMENT_MAX } from '@/shared/contracts/values/evidence';
import { Button } from '@/client/components/ui/button';
import { Label, Textarea } from '@/client/components/ui/input';
import { useSession } from '@/client/hooks/use-session';
import { errorMessage } from '@/client/lib/api-client';
import { useEvidenceBank, useStateVerdict, useWithdrawStatement } from '../api/evidence';

interface VerdictControlProps {
  /** The skill as the analysis names it (a verdict's `skill`). */
  skill: string;
  /** Where it is listed: among her strengths or her gaps. */
  listed: 'strength' | 'gap';
}

/**
 * "This is wrong" beside a strength or a gap (issue 34): she has done it, and says where, or she
 * has not. What she says changes the verdict on every screen (analysis, paths, career kit); she
 * can take it back.
 */
export function VerdictControl({ skill, listed }: VerdictControlProps) {
  const { user } = useSession();
  const bank = useEvidenceBank(user?.id ?? null);
  const verdict = bank.data?.verdicts.find((v) => v.skill === skill);
  if (!user || !verdict) return null;
  return (
    <VerdictActions
      userId={user.id}
      skill={skill}
      competencyId={verdict.competencyId}
      stated={verdict.stated}
      listed={listed}
    />
  );
}

function VerdictActions({
  userId,
  skill,
  competencyId,
  stated,
  listed,
}: VerdictControlProps & {
  userId: string;
  competencyId: string;
  stated: 'have' | 'have-not' | null;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [where, setWhere] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // Opening the form moves focus into it, so a keyboard user types where she pressed.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  const state = useStateVerdict(userId);
  const withdraw = useWithdrawStatement(userId);
  const pending = state.isPending || withdraw.isPending;
  const failure = state.error ?? withdraw.error;

  const error = failure ? (
    <p role="alert" className="mt-1 text-sm text-red-800">
      {errorMessage(failure, 'That did not save. Please try again.')}
    </p>
  ) : null;

  if (stated) {
    return (
      <div className="mt-1 text-sm text-slate-700">
        {stated === 'have'
          ? 'You told us where you did this.'
          : 'You told us you have not done this.'}{' '}
        <Button
          variant="link"
          className="h-auto p-0"
          disabled={pending}
          onClick={() => withdraw.mutate(competencyId)}
          aria-label={`Undo what you said about ${skill}`}
        >
          Undo
        </Button>
        {error}
      </div>
    );
  }

  if (listed === 'strength') {
    return (
      <div className="text-sm">
        <Button
          variant="link"
          className="h-auto p-0 text-slate-700"
          disabled={pending}
          onClick={() => state.mutate({ competencyId, stance: 'have-not' })}
          aria-label={`Not me: I have not done ${skill}`}
        >
          Not me
        </Button>
        {error}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.mutate(
      { competencyId, stance: 'have', text: where.trim() },
      { onSuccess: () => setOpen(false) },
    );
  };

  if (!open) {
    return (
      <Button
        variant="link"
        className="mt-2 h-auto p-0"
        onClick={() => setOpen(true)}
        aria-label={`I have done this: ${skill}`}
        aria-expanded={false}
      >
        I have done this
      </Button>
    );
  }
  return (
    <form onSubmit={submit} className="mt-2 grid gap-2" aria-label={`Where you did ${skill}`}>
      <Label htmlFor={`${id}-where`}>Where did you do it?</Label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        One line, as it could stand on your resume: what you did, for whom, and what came of it. It
        then counts for this skill everywhere.
      </p>
      <Textarea
        id={`${id}-where`}
        aria-describedby={`${id}-hint`}
        value={where}
        maxLength={EVIDENCE_STATEMENT_MAX}
        rows={2}
        onChange={(event) => setWhere(event.target.value)}
        ref={field}
      />
      {error}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending || where.trim().length < 10}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The skills of a role her evidence shows a little of, not enough to call a strength or a gap
 * (the bank's "unknown" verdicts), each with "I have done this" for her to say where.
 */
export function UnclearSkills({ role }: { role: string }) {
  const { user } = useSession();
  const bank = useEvidenceBank(user?.id ?? null);
  const unclear = (bank.data?.verdicts ?? []).filter(
    (v) => v.role === role && v.status === 'unknown',
  );
  if (unclear.length === 0) return null;
  return (
    <section aria-label={`Not clear yet for ${role}`}>
      <h4 className="text-sm font-semibold text-slate-900">Not clear yet</h4>
      <p className="mt-1 text-sm text-slate-700">
        Your resume shows a little of these, not enough to call them strengths. If you have done
        more, say where.
      </p>
      <ul className="mt-2 grid gap-2">
        {unclear.map((v) => (
          <li key={v.competencyId} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-slate-900">{v.skill}</p>
            <VerdictControl skill={v.skill} listed="gap" />
          </li>
        ))}
      </ul>
    </section>
  );
}
