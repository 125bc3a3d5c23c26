import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Input, Label } from '@/client/components/ui/input';
import { errorMessage } from '@/client/lib/api-client';
import { useFindPeople } from '../api/find-people';
import { PersonCard } from './person-card';

/** Find a person by her address (whole or its start), then grant or revoke her courses. */
export function PeopleSearch() {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ email: '', page: 1 });
  const people = useFindPeople(search.email, search.page);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ email: typed.trim(), page: 1 });
  };
  const found = people.data?.people ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Find a person</CardTitle>
        <CardDescription>
          Type her whole email address or how it starts. Capitals do not matter.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form role="search" onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-1 gap-1">
            <Label htmlFor={inputId}>Email address</Label>
            <Input
              id={inputId}
              type="search"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="maria@school.org or maria"
            />
          </div>
          <Button type="submit" disabled={typed.trim() === ''}>
            Search
          </Button>
        </form>

        <div aria-live="polite" aria-busy={people.isFetching || undefined}>
          {people.isError ? (
            <p className="text-sm text-red-700">
              {errorMessage(people.error, 'The search did not work. Please try again.')}
            </p>
          ) : people.data ? (
            <p className="text-sm text-slate-700">
              {found.length === 0
                ? `No one's address starts with “${search.email}”.`
                : `Page ${people.data.page}: ${found.length} ${found.length === 1 ? 'person' : 'people'}${people.data.hasMore ? ', more on the next page' : ''}.`}
            </p>
          ) : null}
        </div>

        {found.length > 0 ? (
          <ul aria-label="People found" className="grid gap-3">
            {found.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </ul>
        ) : null}

        {people.data && (search.page > 1 || people.data.hasMore) ? (
          <nav aria-label="Search result pages" className="flex gap-2">
            <Button
              variant="outline"
              disabled={search.page <= 1}
              onClick={() => setSearch((s) => ({ ...s, page: s.page - 1 }))}
            >
              Previous page
            </Button>
            <Button
              variant="outline"
              disabled={!people.data.hasMore}
              onClick={() => setSearch((s) => ({ ...s, page: s.page + 1 }))}
            >
              Next page
            </Button>
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
