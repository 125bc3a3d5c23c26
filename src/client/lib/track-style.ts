import type { RoleType } from '@/shared/constants';
import type { BadgeVariant } from '@/client/components/ui/badge';

/** decisions.md: Sales blue, Customer Success green, Learning & Development purple. */
export const TRACK_STYLE: Record<RoleType, { badge: BadgeVariant; border: string; bar: string }> = {
  sales: { badge: 'blue', border: 'border-t-blue-600', bar: 'bg-blue-600' },
  customer_success: { badge: 'green', border: 'border-t-emerald-600', bar: 'bg-emerald-600' },
  learning_development: { badge: 'purple', border: 'border-t-purple-600', bar: 'bg-purple-600' },
};
