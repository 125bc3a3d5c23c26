import {
  Archive,
  BadgeCheck,
  CheckCircle2,
  ExternalLink,
  GraduationCap,
  KanbanSquare,
  MapPin,
  Sparkles,
  Star,
  Sprout,
  Wallet,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CuratedJob, Job } from '@/shared/contracts/jobs';
import { FEED_ROLE_LABELS } from '@/shared/contracts/values/jobs';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { jobDescriptionQueryOptions } from '../api/get-job-description';
import { confirmedLine, otherBoards, postedAge, sampleAge } from '../lib/posted-age';

const REQUIREMENT_CHIPS = 4;

interface JobCardProps {
  job: Job | CuratedJob;
  bookmarked: boolean;
  onToggleBookmark: () => void;
  /** Already on her applications board. */
  tracked: boolean;
  onTrack: () => void;
  recommended?: boolean;
}

export function JobCard({
  job,
  bookmarked,
  onToggleBookmark,
  tracked,
  onTrack,
  recommended = false,
}: JobCardProps) {
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  // A feed page carries the beginning of each text; the rest is asked for when she opens it.
  const rest = useQuery({
    ...jobDescriptionQueryOptions(job.id),
    enabled: expanded && !job.descriptionComplete,
  });
  const description = expanded && rest.data ? rest.data.description : job.description;
  const curated = 'matchScore' in job ? job : null;
  const extra = job.requirements.length - REQUIREMENT_CHIPS;
  const age = postedAge(job.postedAt);
  const confirmed = confirmedLine(job.confirmed);
  const alsoOn = otherBoards(job.source, job.sources);
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={`${descriptionId}-title`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {recommended ? (
              <Badge variant="success">
                <Sparkles className="size-3" aria-hidden /> Recommended
              </Badge>
            ) : null}
            <Badge variant="secondary">{FEED_ROLE_LABELS[job.roleType]}</Badge>
            {curated ? <Badge variant="default">{curated.matchScore}% match</Badge> : null}
            {job.entryLevel ? (
              <Badge
                variant="success"
                title={
                  job.minYears === null
                    ? 'States no years of experience and is not a senior role'
                    : `Asks for ${job.minYears} year${job.minYears === 1 ? '' : 's'} of experience or less`
                }
              >
                <Sprout className="size-3" aria-hidden /> Open to career changers
              </Badge>
            ) : null}
            {job.servesEducation ? (
              <Badge
                variant="purple"
                title="This employer's customers are schools, colleges or learners"
              >
                <GraduationCap className="size-3" aria-hidden /> Education customers
              </Badge>
            ) : null}
            {job.savedSample ? (
              <Badge
                variant="warning"
                title="A real posting saved so the feed works offline. It has probably closed: check the original before you apply."
              >
                <Archive className="size-3" aria-hidden /> Saved sample
                {sampleAge(job.postedAt) ? `, ${sampleAge(job.postedAt)}` : ''}
              </Badge>
            ) : null}
          </div>
          <h3 id={`${descriptionId}-title`} className="mt-2 text-lg font-semibold text-slate-900">
            {job.title}
          </h3>
          <p className="text-sm font-medium text-slate-800">{job.company}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={bookmarked}
          aria-label={bookmarked ? `Remove bookmark: ${job.title}` : `Bookmark ${job.title}`}
          onClick={onToggleBookmark}
        >
          <Star
            className={cn(bookmarked ? 'fill-amber-400 text-amber-500' : 'text-slate-500')}
            aria-hidden
          />
        </Button>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-1">
          <MapPin className="size-4" aria-hidden />{' '}
          {job.isRemote ? 'Remote' : (job.location ?? 'Location not given')}
        </span>
        {job.salaryRange ? (
          <span className="flex items-center gap-1">
            <Wallet className="size-4" aria-hidden /> {job.salaryRange}
          </span>
        ) : null}
        {age && !job.savedSample ? <span>{age}</span> : null}
        {confirmed ? (
          <span className="flex items-center gap-1">
            <BadgeCheck className="size-4" aria-hidden /> {confirmed}
          </span>
        ) : null}
      </div>
      {curated && curated.reasons.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5 text-xs text-emerald-900">
          {curated.reasons.map((reason) => (
            <li key={reason} className="rounded-full bg-emerald-50 px-2 py-0.5">
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
      <p
        id={descriptionId}
        className={cn('text-sm whitespace-pre-line text-slate-700', !expanded && 'line-clamp-3')}
      >
        {description}
      </p>
      {expanded && !job.descriptionComplete && !rest.data ? (
        <p className="text-sm text-slate-600" role="status">
          {rest.isError
            ? 'The rest of this posting could not be loaded. Open it on the employer’s site.'
            : 'Loading the rest of the posting…'}
        </p>
      ) : null}
      {job.description.length > 240 || !job.descriptionComplete ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto w-fit p-0"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
      {job.requirements.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Requirements">
          {job.requirements.slice(0, REQUIREMENT_CHIPS).map((requirement) => (
            <li key={requirement}>
              <Badge variant="outline" className="max-w-64 font-normal" title={requirement}>
                <span className="truncate">{requirement}</span>
              </Badge>
            </li>
          ))}
          {extra > 0 ? (
            <li>
              <Badge variant="outline" className="font-normal">
                +{extra} more
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-xs text-slate-600">
          {job.source.name === 'Adzuna' ? (
            <a href={job.source.url} target="_blank" rel="noopener" className="underline">
              Jobs by Adzuna
            </a>
          ) : (
            <>
              Source:{' '}
              <a href={job.source.url} target="_blank" rel="noopener" className="underline">
                {job.source.name}
              </a>
            </>
          )}
          {alsoOn.length > 0 ? (
            <>
              {' · Also on '}
              {alsoOn.map((board, i) => (
                <span key={board.name}>
                  {i > 0 ? ', ' : ''}
                  <a href={board.url} target="_blank" rel="noopener" className="underline">
                    {board.name}
                  </a>
                </span>
              ))}
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {tracked ? (
            <Button asChild size="sm" variant="ghost">
              <Link to={paths.applications.href()}>
                <CheckCircle2 className="text-emerald-700" aria-hidden /> Tracked
                <span className="sr-only"> ({job.title}): open your applications</span>
              </Link>
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={onTrack}>
              <KanbanSquare aria-hidden /> Track application
              <span className="sr-only"> for {job.title}</span>
            </Button>
          )}
          <Button asChild size="sm">
            <a href={job.applyUrl} target="_blank" rel="noopener noreferrer">
              Apply Now <ExternalLink aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
