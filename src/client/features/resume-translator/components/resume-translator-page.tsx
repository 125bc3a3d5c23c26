import { useEffect, useRef } from 'react';
import { TRACK_BY_SLUG, type TrackSlug } from '@/shared/constants';
import type { TranslationList } from '@/shared/contracts/resume-translator';
import { Breadcrumb } from '@/client/components/ui/breadcrumb';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useBuildTranslation } from '../api/build-translation';
import { useTranslation } from '../api/get-translation';
import { useTranslations } from '../api/get-translations';
import { BuildingProgress } from './building-progress';
import { NoResumeNotice } from './no-resume-notice';
import { RolePicker } from './role-picker';
import { TranslationView } from './translation-view';

/**
 * /resume-translator/{roleType}: her latest resume rewritten for one role, line by line, for her
 * to review and download. The first visit to a role builds its translation.
 */
export function ResumeTranslatorPage({
  userId,
  roleType,
}: {
  userId: string;
  roleType: TrackSlug;
}) {
  const list = useTranslations(userId);
  const track = TRACK_BY_SLUG[roleType];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: 'Dashboard', href: paths.dashboard.href() },
          { label: 'Resume translator' },
        ]}
      />
      <p className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Resume translator
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
        Your resume for {track.roleName}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-800">
        Your teaching experience, line by line, in the words {track.label} recruiters look for. You
        decide on every line, then download the tailored resume.
      </p>
      <RolePicker current={roleType} list={list.data} />
      {list.isPending ? (
        <div className="mt-8 grid gap-4" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          fallback="We could not load your translations. Please try again."
        />
      ) : (
        // A new role starts afresh: its own build, its own progress.
        <RoleTranslation key={roleType} userId={userId} roleType={roleType} list={list.data} />
      )}
    </div>
  );
}

function RoleTranslation({
  userId,
  roleType,
  list,
}: {
  userId: string;
  roleType: TrackSlug;
  list: TranslationList;
}) {
  const role = TRACK_BY_SLUG[roleType].roleName;
  const built = list.translations.some((t) => t.roleType === roleType);
  const translation = useTranslation(userId, roleType, built);
  const build = useBuildTranslation(userId);
  const { mutate: startBuild } = build;
  const requested = useRef(false);

  // Her first visit to a role builds it; once, even when effects run twice.
  useEffect(() => {
    if (built || !list.hasResume || requested.current) return;
    requested.current = true;
    startBuild(roleType);
  }, [built, list.hasResume, roleType, startBuild]);

  if (!list.hasResume && !built) return <NoResumeNotice role={role} />;
  if (build.isPending || (!built && build.isIdle))
    return <BuildingProgress role={role} rebuilding={built} />;
  if (build.isError) {
    if (build.error instanceof ApiError && build.error.status === 409)
      return <NoResumeNotice role={role} />;
    return (
      <LoadError
        error={build.error}
        onRetry={() => startBuild(roleType)}
        fallback="We could not translate your resume. Please try again."
      />
    );
  }
  if (translation.isPending) {
    return (
      <div className="mt-8 grid gap-4" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (translation.isError) {
    return (
      <LoadError
        error={translation.error}
        onRetry={() => void translation.refetch()}
        fallback="We could not load this translation. Please try again."
      />
    );
  }
  return (
    <TranslationView
      translation={translation.data}
      userId={userId}
      onRebuild={() => startBuild(roleType)}
    />
  );
}

function LoadError({
  error,
  onRetry,
  fallback,
}: {
  error: Error;
  onRetry: () => void;
  fallback: string;
}) {
  return (
    <div className="mt-8 rounded-xl border border-red-200 bg-red-50 p-5" role="alert">
      <p className="text-red-900">{errorMessage(error, fallback)}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
