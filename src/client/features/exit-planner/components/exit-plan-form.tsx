import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { US_STATES } from '@/shared/contracts/values/exit-planner';
import type { ExitPlanInput, ExitPlanRequest } from '@/shared/contracts/exit-planner';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { Input, Label } from '@/client/components/ui/input';
import { toast } from '@/client/hooks/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useSaveExitPlan } from '../api/save-exit-plan';

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none aria-[invalid=true]:border-red-600 sm:text-sm';

type InsuranceChoice = 'end-of-august' | 'end-of-month' | 'date';

interface ExitPlanFormProps {
  userId: string;
  saved: ExitPlanInput | undefined;
  onSaved?: () => void;
}

/** Her plan: the dates from her contract and her district, and her contract's clause if any. */
export function ExitPlanForm({ userId, saved, onSaved }: ExitPlanFormProps) {
  const id = useId();
  const save = useSaveExitPlan(userId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const savedInsurance = saved?.insuranceEnds;
  const [insurance, setInsurance] = useState<InsuranceChoice>(
    savedInsurance === 'end-of-month' || savedInsurance === 'end-of-august'
      ? savedInsurance
      : savedInsurance
        ? 'date'
        : 'end-of-august',
  );
  const [emailReminders, setEmailReminders] = useState(saved?.emailReminders ?? true);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const optional = (name: string) => (text(name) ? text(name) : undefined);
    const number = (name: string) => (text(name) ? Number(text(name)) : undefined);
    const plan: ExitPlanRequest = {
      state: text('state'),
      firstDayOfInstruction: text('firstDayOfInstruction'),
      lastDayOfSchool: optional('lastDayOfSchool'),
      paySchedule: text('paySchedule') as ExitPlanRequest['paySchedule'],
      lastPaycheckOn: optional('lastPaycheckOn'),
      insuranceEnds: insurance === 'date' ? text('insuranceEndsOn') : insurance,
      yearsOfService: number('yearsOfService'),
      vestingYears: number('vestingYears'),
      targetStart: optional('targetStart'),
      emailReminders,
      customClause:
        text('customClause.resignBy') || text('customClause.after')
          ? { resignBy: text('customClause.resignBy'), after: text('customClause.after') }
          : undefined,
    };
    setErrors({});
    save.mutate(plan, {
      onSuccess: () => {
        toast({ title: 'Your plan is saved', variant: 'success' });
        onSaved?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast({
          title: 'Please check your plan',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  const field = (name: string, label: string, control: ReactNode, hint?: string) => (
    <div className="grid content-start gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {hint ? (
        <p id={`${id}-${name}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const a11y = (name: string, hint = false) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate aria-label="Your exit plan">
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'state',
          'State you teach in',
          <select
            {...a11y('state', true)}
            className={SELECT_CLASS}
            defaultValue={saved?.state ?? ''}
            required
          >
            <option value="" disabled>
              Choose your state
            </option>
            {Object.entries(US_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>,
          'We have a checked rule for Texas. For other states, add your contract’s clause below.',
        )}
        {field(
          'firstDayOfInstruction',
          'First day of instruction next school year',
          <Input
            {...a11y('firstDayOfInstruction', true)}
            type="date"
            required
            defaultValue={saved?.firstDayOfInstruction}
          />,
          'The first day students are in class, from your district’s calendar.',
        )}
        {field(
          'lastDayOfSchool',
          'Last day of this school year (optional)',
          <Input {...a11y('lastDayOfSchool')} type="date" defaultValue={saved?.lastDayOfSchool} />,
        )}
        {field(
          'targetStart',
          'When you hope to start a new job (optional)',
          <Input {...a11y('targetStart')} type="date" defaultValue={saved?.targetStart} />,
        )}
        {field(
          'paySchedule',
          'How you are paid',
          <select
            {...a11y('paySchedule')}
            className={SELECT_CLASS}
            defaultValue={saved?.paySchedule ?? '12-month'}
          >
            <option value="12-month">Over 12 months (summer pay)</option>
            <option value="10-month">Over 10 months (no summer pay)</option>
          </select>,
        )}
        {field(
          'lastPaycheckOn',
          'Your last school paycheck (optional)',
          <Input {...a11y('lastPaycheckOn')} type="date" defaultValue={saved?.lastPaycheckOn} />,
        )}
        {field(
          'insuranceEnds',
          'When your school health cover ends',
          <select
            {...a11y('insuranceEnds')}
            className={SELECT_CLASS}
            value={insurance}
            onChange={(event) => setInsurance(event.target.value as InsuranceChoice)}
          >
            <option value="end-of-august">On August 31</option>
            <option value="end-of-month">At the end of the month of my last paycheck</option>
            <option value="date">On a date I know</option>
          </select>,
        )}
        {insurance === 'date'
          ? field(
              'insuranceEndsOn',
              'Date your health cover ends',
              <Input
                {...a11y('insuranceEndsOn')}
                aria-invalid={errors.insuranceEnds ? true : undefined}
                type="date"
                defaultValue={
                  savedInsurance && /^\d/.test(savedInsurance) ? savedInsurance : undefined
                }
              />,
            )
          : null}
        {field(
          'yearsOfService',
          'Years of service at the end of this year (optional)',
          <Input
            {...a11y('yearsOfService')}
            type="number"
            inputMode="decimal"
            min={0}
            max={60}
            defaultValue={saved?.yearsOfService}
          />,
        )}
        {field(
          'vestingYears',
          'Years your pension needs to vest (optional)',
          <Input
            {...a11y('vestingYears', true)}
            type="number"
            inputMode="decimal"
            min={0}
            max={60}
            defaultValue={saved?.vestingYears}
          />,
          'Your pension system’s site or statement says this; often 5 years.',
        )}
      </div>

      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Your contract’s resignation clause (optional)
        </legend>
        <p className="text-sm text-slate-700 sm:col-span-2">
          If your contract names a date (“resign by May 15”) or a cost (“damages of $1,500 after
          June 1”), add it here. It comes before the state rule.
        </p>
        {field(
          'customClause.resignBy',
          'Last day to resign without cost',
          <Input
            {...a11y('customClause.resignBy')}
            type="date"
            defaultValue={saved?.customClause?.resignBy}
          />,
        )}
        {field(
          'customClause.after',
          'What resigning after that day costs',
          <Input
            {...a11y('customClause.after')}
            maxLength={300}
            placeholder="Damages of $1,500"
            defaultValue={saved?.customClause?.after}
          />,
        )}
      </fieldset>

      <CheckboxField
        name="emailReminders"
        label="Email me a week before each key date and on the day, at 8 in the morning"
        checked={emailReminders}
        onChange={setEmailReminders}
      />

      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saved ? 'Update my plan' : 'Make my plan'}
        </Button>
      </div>
    </form>
  );
}
