import { ExplorePathways } from '@/client/features/courses/components/explore-pathways';

export function ExploreRoute() {
  return <ExplorePathways />;
}
