import { Link } from 'react-router';
import { TRACK_BY_SLUG } from '@/shared/constants';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { useInterviewProgress } from '../api/interview';

/** The dashboard's view of her interview practice: questions practised per role, stories written. */
export function InterviewProgressCard({ userId }: { userId: string }) {
  const progress = useInterviewProgress(userId);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Interview practice</CardTitle>
      </CardHeader>
      <CardContent>
        {progress.data ? (
          <ul className="space-y-1">
            {progress.data.roles.map((r) => (
              <li key={r.role}>
                {TRACK_BY_SLUG[r.role].label}: {r.practised} of {r.total} questions practised
              </li>
            ))}
            <li>Stories written: {progress.data.stories}</li>
          </ul>
        ) : progress.isError ? (
          <p>Your practice will show here once you start.</p>
        ) : (
          <p>Loading your practice…</p>
        )}
        <Link
          className="mt-3 inline-block font-medium text-blue-800 underline"
          to={paths.interview.href()}
        >
          Practise interview questions
        </Link>
      </CardContent>
    </Card>
  );
}
