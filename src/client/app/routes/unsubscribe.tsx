import { useSearchParams } from 'react-router';
import { Unsubscribe } from '@/client/features/applications/components/unsubscribe';

export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return <Unsubscribe token={params.get('token') ?? ''} />;
}
