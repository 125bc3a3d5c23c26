import type { TrackSlug } from '@/shared/constants';

interface RankableJob {
  track: TrackSlug;
  title: string;
  description: string;
  requirements: string[];
  postedAt: Date | null;
  /** Asks two years or fewer (or none) and is not a senior title (career-changer-signals.ts). */
  entryLevel: boolean;
  servesEducation: boolean;
}

export interface RankingProfile {
  /** The tracks of the user's target roles. */
  targetTracks: TrackSlug[];
  /** The user's skills, in their own words (from the profile or the resume analysis). */
  skills: string[];
}

/** Skills too generic to tell one posting from another. */
const GENERIC = new Set(['communication', 'leadership', 'organization', 'teamwork', 'teaching']);
const DAY_MS = 86_400_000;

function skillMatches(skills: string[], text: string): string[] {
  const found: string[] = [];
  for (const skill of skills) {
    const phrase = skill.trim().toLowerCase();
    if (phrase.length < 3 || GENERIC.has(phrase)) continue;
    const words = phrase.split(/[^a-z0-9&+#]+/).filter((w) => w.length >= 4);
    const hit = text.includes(phrase) || (words.length > 1 && words.every((w) => text.includes(w)));
    if (hit && !found.includes(skill)) found.push(skill);
  }
  return found;
}

/**
 * Curated order (spec: 'Recommended for You'): fit with the target roles, then the teacher's own
 * skills named in the posting, recency and whether the title is within reach. Every point comes
 * with a reason the card can show.
 */
function rankJob(
  job: RankableJob,
  profile: RankingProfile,
  now: Date,
): { matchScore: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  if (profile.targetTracks.includes(job.track)) {
    score += 45;
    reasons.push('Matches your target role');
  } else {
    score += 20;
  }
  const text = `${job.title}\n${job.requirements.join('\n')}\n${job.description}`.toLowerCase();
  const skills = skillMatches(profile.skills, text);
  if (skills.length > 0) {
    score += Math.min(30, skills.length * 10);
    reasons.push(`Mentions skills you have: ${skills.slice(0, 3).join(', ').toLowerCase()}`);
  }
  if (job.postedAt) {
    const age = (now.getTime() - job.postedAt.getTime()) / DAY_MS;
    if (age <= 7) {
      score += 15;
      reasons.push('Posted this week');
    } else if (age <= 30) {
      score += 8;
    }
  }
  if (job.entryLevel) {
    score += 10;
    reasons.push('Open to career changers');
  } else {
    score -= 10;
  }
  // Her classroom years count most with employers whose customers are schools and learners.
  if (job.servesEducation) {
    score += 8;
    reasons.push('Serves schools or learners');
  }
  return { matchScore: Math.max(0, Math.min(100, Math.round(score))), reasons };
}

export function rankJobs<T extends RankableJob>(
  jobs: T[],
  profile: RankingProfile,
  now: Date,
): (T & { matchScore: number; reasons: string[] })[] {
  return jobs
    .map((job) => ({ ...job, ...rankJob(job, profile, now) }))
    .sort(
      (a, b) =>
        b.matchScore - a.matchScore || (b.postedAt?.getTime() ?? 0) - (a.postedAt?.getTime() ?? 0),
    );
}
