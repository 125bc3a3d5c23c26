import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { Input, Label } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { FilterSelect } from './filter-select';

type Options = readonly (readonly [value: string, label: string])[];

export interface JobFilterValues {
  search: string;
  role: string;
  location: string;
  sort: string;
  place: string;
  entryOnly: boolean;
  educationOnly: boolean;
  includeOlder: boolean;
}

interface JobFiltersProps {
  values: JobFilterValues;
  roleOptions: Options;
  locationOptions: Options;
  sortOptions: Options;
  onSearchDraft: (draft: string) => void;
  onPlaceDraft: (draft: string) => void;
  onChange: (changes: Partial<Record<keyof JobFilterValues, string | boolean | null>>) => void;
}

/**
 * Search always in view; on a phone the other filters fold behind one 'Filters' button so the
 * first screen shows jobs, not form fields (walk-through defect 23).
 */
export function JobFilters({
  values,
  roleOptions,
  locationOptions,
  sortOptions,
  onSearchDraft,
  onPlaceDraft,
  onChange,
}: JobFiltersProps) {
  const searchId = useId();
  const placeId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = [
    values.role !== 'all',
    values.location !== 'all',
    values.place !== '',
    values.entryOnly,
    values.educationOnly,
    values.includeOlder,
  ].filter(Boolean).length;

  return (
    <form
      className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
      role="search"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor={searchId}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Title, company or keyword"
              value={values.search}
              onChange={(e) => onSearchDraft(e.target.value)}
              maxLength={200}
            />
          </div>
        </div>
        <Button
          type="button"
          variant="outline"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <SlidersHorizontal aria-hidden /> Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      <div id={panelId} className={cn('gap-3 md:grid', open ? 'grid' : 'hidden')}>
        <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-4">
          <FilterSelect
            label="Role"
            value={values.role}
            options={roleOptions}
            onChange={(value) => onChange({ role: value })}
          />
          <FilterSelect
            label="Location"
            value={values.location}
            options={locationOptions}
            onChange={(value) => onChange({ location: value })}
          />
          <div className="grid gap-1">
            <Label htmlFor={placeId}>City or state</Label>
            <Input
              id={placeId}
              placeholder="e.g. Austin or Ohio"
              value={values.place}
              onChange={(e) => onPlaceDraft(e.target.value)}
              maxLength={100}
            />
          </div>
          <FilterSelect
            label="Sort by"
            value={values.sort}
            options={sortOptions}
            onChange={(value) => onChange({ sort: value })}
          />
        </div>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">Narrow the feed</legend>
          <CheckboxField
            label="Open to career changers"
            checked={values.entryOnly}
            onChange={(checked) => onChange({ entryOnly: checked })}
          />
          <CheckboxField
            label="Education customers"
            checked={values.educationOnly}
            onChange={(checked) => onChange({ educationOnly: checked })}
          />
          <CheckboxField
            label="Include postings older than 60 days"
            checked={values.includeOlder}
            onChange={(checked) => onChange({ includeOlder: checked })}
          />
        </fieldset>
      </div>
    </form>
  );
}
