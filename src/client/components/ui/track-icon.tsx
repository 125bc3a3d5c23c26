import { GraduationCap, HeartHandshake, TrendingUp, type LucideProps } from 'lucide-react';
import type { TrackSlug } from '@/shared/constants';

const ICONS = {
  sales: TrendingUp,
  'customer-success': HeartHandshake,
  'learning-development': GraduationCap,
} as const;

/**
 * A track's icon as SVG: the content's emoji rendered as an empty box wherever no emoji font is
 * installed (walk-through defect 30).
 */
export function TrackIcon({ slug, ...props }: { slug: string } & LucideProps) {
  const Icon = ICONS[slug as TrackSlug] ?? GraduationCap;
  return <Icon aria-hidden {...props} />;
}
