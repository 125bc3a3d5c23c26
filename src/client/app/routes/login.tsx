import { LoginForm } from '@/client/features/auth/components/login-form';

export function LoginRoute() {
  return (
    <div className="px-4 py-12 sm:py-16">
      <LoginForm />
    </div>
  );
}
