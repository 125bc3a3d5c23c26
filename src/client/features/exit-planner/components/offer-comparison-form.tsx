import { useId, useState, type FormEvent } from 'react';
import type { OfferComparisonRequest } from '@/shared/contracts/exit-planner';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { Input, Label } from '@/client/components/ui/input';
import { toast } from '@/client/hooks/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useCreateOfferComparison } from '../api/create-offer-comparison';

interface NumberField {
  name: string;
  label: string;
  defaultValue?: number;
  step?: string;
}

const TEACHER_FIELDS: NumberField[] = [
  { name: 'teacher.salary', label: 'Salary a year ($)' },
  { name: 'teacher.contractDays', label: 'Contract days a year', defaultValue: 187 },
  { name: 'teacher.hoursPerWeek', label: 'Hours you really work a week', defaultValue: 50 },
  {
    name: 'teacher.healthPremiumMonthly',
    label: 'Your health premium a month ($)',
    defaultValue: 0,
  },
  {
    name: 'teacher.pensionRatePct',
    label: 'Pension contribution (% of salary)',
    defaultValue: 0,
    step: '0.01',
  },
];

const OFFER_FIELDS: NumberField[] = [
  { name: 'offer.base', label: 'Base salary a year ($)' },
  { name: 'offer.variableTarget', label: 'Bonus or commission at target ($)', defaultValue: 0 },
  {
    name: 'offer.variableRealisticPct',
    label: 'Share of that target you expect to reach (%)',
    defaultValue: 100,
  },
  { name: 'offer.healthPremiumMonthly', label: 'Health premium a month ($)', defaultValue: 0 },
  {
    name: 'offer.retirementMatchPct',
    label: 'Retirement match (% of base)',
    defaultValue: 0,
    step: '0.01',
  },
  { name: 'offer.paidDaysOff', label: 'Paid days off, holidays included', defaultValue: 20 },
  { name: 'offer.hoursPerWeek', label: 'Hours a week', defaultValue: 40 },
];

/** Her teaching package and an offer, compared on the server and saved. */
export function OfferComparisonForm({ userId }: { userId: string }) {
  const id = useId();
  const create = useCreateOfferComparison(userId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [paysSocialSecurity, setPaysSocialSecurity] = useState(true);
  const [vested, setVested] = useState(true);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const num = (name: string) => {
      const raw = String(form.get(name) ?? '').trim();
      return raw === '' ? undefined : Number(raw.replace(/[$,\s]/g, ''));
    };
    const date = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const input = {
      teacher: {
        salary: num('teacher.salary'),
        contractDays: num('teacher.contractDays'),
        hoursPerWeek: num('teacher.hoursPerWeek'),
        healthPremiumMonthly: num('teacher.healthPremiumMonthly'),
        pensionRatePct: num('teacher.pensionRatePct'),
        paysSocialSecurity,
        vested,
      },
      offer: {
        name: String(form.get('offer.name') ?? '').trim() || undefined,
        base: num('offer.base'),
        variableTarget: num('offer.variableTarget'),
        variableRealisticPct: num('offer.variableRealisticPct'),
        healthPremiumMonthly: num('offer.healthPremiumMonthly'),
        retirementMatchPct: num('offer.retirementMatchPct'),
        paidDaysOff: num('offer.paidDaysOff'),
        hoursPerWeek: num('offer.hoursPerWeek'),
      },
      lastSchoolPaycheckOn: date('lastSchoolPaycheckOn'),
      firstCorporatePaycheckOn: date('firstCorporatePaycheckOn'),
    } as OfferComparisonRequest;
    setErrors({});
    create.mutate(input, {
      onSuccess: () => toast({ title: 'Offer compared', variant: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast({
          title: 'Please check the numbers',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  const numberInput = (field: NumberField) => (
    <div key={field.name} className="grid content-start gap-1">
      <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
      <Input
        id={`${id}-${field.name}`}
        name={field.name}
        type="number"
        inputMode="decimal"
        min={0}
        step={field.step ?? '1'}
        defaultValue={field.defaultValue}
        aria-invalid={errors[field.name] ? true : undefined}
        aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
      />
      {errors[field.name] ? (
        <p id={`${id}-${field.name}-error`} className="text-sm text-red-800">
          {errors[field.name]}
        </p>
      ) : null}
    </div>
  );

  const dateInput = (name: string, label: string) => (
    <div className="grid content-start gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type="date"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate aria-label="Compare an offer">
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">Your teaching job</legend>
        {TEACHER_FIELDS.map(numberInput)}
        <div className="grid content-start gap-2">
          <CheckboxField
            label="I pay Social Security now"
            checked={paysSocialSecurity}
            onChange={setPaysSocialSecurity}
          />
          <CheckboxField label="I am vested in my pension" checked={vested} onChange={setVested} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">The offer</legend>
        <div className="grid content-start gap-1 sm:col-span-2">
          <Label htmlFor={`${id}-offer.name`}>Who it is from (optional)</Label>
          <Input
            id={`${id}-offer.name`}
            name="offer.name"
            maxLength={80}
            autoComplete="off"
            placeholder="For example: Brightwheel, Customer Success Manager"
            aria-invalid={errors['offer.name'] ? true : undefined}
            aria-describedby={errors['offer.name'] ? `${id}-offer.name-error` : undefined}
          />
          {errors['offer.name'] ? (
            <p id={`${id}-offer.name-error`} className="text-sm text-red-800">
              {errors['offer.name']}
            </p>
          ) : null}
        </div>
        {OFFER_FIELDS.map(numberInput)}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Between paychecks (optional)
        </legend>
        {dateInput('lastSchoolPaycheckOn', 'Last school paycheck')}
        {dateInput('firstCorporatePaycheckOn', 'First paycheck in the new job')}
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Comparing…' : 'Compare this offer'}
        </Button>
      </div>
    </form>
  );
}
