import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { useSendToSignIn } from '@/client/hooks/use-send-to-sign-in';

/** A signed-out state inside a page that stays open to visitors: sign in and come back here. */
export function SignInPrompt({
  title,
  text,
  returnTo,
}: {
  title: string;
  text: string;
  returnTo: string;
}) {
  const sendToSignIn = useSendToSignIn();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-700">{text}</p>
        <Button onClick={() => sendToSignIn(text, { returnTo })}>Sign in</Button>
      </CardContent>
    </Card>
  );
}
