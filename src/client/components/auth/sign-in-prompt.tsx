import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { sessionStore } from '@/client/lib/session-store';

/** A signed-out state inside a page that stays open to visitors: log in and come back here. */
export function SignInPrompt({
  title,
  text,
  returnTo,
}: {
  title: string;
  text: string;
  returnTo: string;
}) {
  const navigate = useNavigate();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-700">{text}</p>
        <Button
          onClick={() => {
            sessionStore.setRedirect(returnTo);
            void navigate(paths.login.href());
          }}
        >
          Log In
        </Button>
      </CardContent>
    </Card>
  );
}
