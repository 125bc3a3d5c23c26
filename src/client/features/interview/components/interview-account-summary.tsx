import { Link } from 'react-router';
import { TRACK_BY_SLUG } from '@/shared/constants';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { useInterviewProgress } from '../api/interview';

/** The account page's view of her interview practice, and where it goes in the downloads. */
export function InterviewAccountSummary({ userId }: { userId: string }) {
  const progress = useInterviewProgress(userId);
  const data = progress.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your interview practice</CardTitle>
        <CardDescription>
          Both downloads under “Your data” include your practice answers with their feedback and
          your stories. Deleting your account deletes them too.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <ul className="space-y-1">
            {data.roles.map((r) => (
              <li key={r.role}>
                {TRACK_BY_SLUG[r.role].label}: {r.practised} of {r.total} questions practised
              </li>
            ))}
            <li>Answers kept: {data.answers}</li>
            <li>
              Stories written: {data.stories} (
              <Link
                to={paths.interviewStories.href()}
                className="font-medium text-blue-800 underline"
              >
                your story bank
              </Link>
              )
            </li>
          </ul>
        ) : progress.isError ? (
          <p>We could not load your practice just now.</p>
        ) : (
          <p>Loading your practice…</p>
        )}
      </CardContent>
    </Card>
  );
}
