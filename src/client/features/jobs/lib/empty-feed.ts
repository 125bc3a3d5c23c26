import type { FeedFreshness } from './feed-freshness';

export interface EmptyFeedInput {
  list: 'recommended' | 'all';
  /** Track names searched, as shown on screen ("Sales", "Learning & Development"). */
  roles: string[];
  /** False when she has chosen no target roles, so the feed fell back to the spec's default. */
  hasTargetRoles: boolean;
  /** Search, location or role narrowed the list below the feed's default. */
  filtered: boolean;
  /** From GET /api/jobs/status; undefined while it loads. */
  freshness: FeedFreshness['kind'] | undefined;
  /** "Include postings older than 60 days" is ticked. */
  includeOlder: boolean;
}

export type EmptyFeedAction = 'clear-filters' | 'all-jobs' | 'choose-roles' | 'include-older';

export interface EmptyFeedMessage {
  title: string;
  body: string;
  action: EmptyFeedAction | null;
}

function joinRoles(roles: string[]): string {
  if (roles.length <= 1) return roles[0] ?? 'matching';
  return `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
}

/**
 * Why a job list is empty, in words a teacher can act on: the saved samples are all older than
 * the 60 days she asked for, her filters are too narrow, the saved sample has nothing in her roles
 * because no live board has answered yet, or the live boards list nothing in those roles right
 * now. Never "complete your profile" to someone whose profile is done.
 */
export function emptyFeedMessage(input: EmptyFeedInput): EmptyFeedMessage {
  const roles = joinRoles(input.roles);
  if (input.freshness === 'sample' && !input.includeOlder) {
    return {
      title: 'All saved samples are older than 60 days',
      body:
        'This server has not reached the live job boards yet, so the feed has only saved sample ' +
        'postings, and each is more than 60 days old. Include older postings to see them. New ' +
        'openings appear once the hourly refresh reaches the boards.',
      action: 'include-older',
    };
  }
  if (input.filtered) {
    return {
      title: 'No jobs match these filters',
      body: 'Try a shorter search, another location or all target roles.',
      action: 'clear-filters',
    };
  }
  const next: EmptyFeedAction | null = input.list === 'recommended' ? 'all-jobs' : null;
  if (!input.hasTargetRoles && input.list === 'recommended') {
    return {
      title: `No ${roles} openings to recommend yet`,
      body:
        'You have not chosen target roles, so we look for Sales and Customer Success jobs. ' +
        'Choose the roles you want on your dashboard and we will match openings to them.',
      action: 'choose-roles',
    };
  }
  if (input.freshness === 'live') {
    return {
      title: `No ${roles} openings right now`,
      body: 'The live job boards list none at the moment. The feed refreshes every hour, so check back soon.',
      action: next,
    };
  }
  return {
    title: `No ${roles} postings in the saved sample`,
    body:
      'This server has not reached the live job boards yet, so the feed shows saved sample ' +
      'postings only, and none of them is in these roles. New openings appear once the hourly ' +
      'refresh reaches the boards.',
    action: next,
  };
}
