import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { cardStyles } from '@/client/components/ui/card-styles';
import { fieldStyles } from '@/client/components/ui/field-styles';
import { PasswordInput } from '@/client/components/ui/password-input';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-client';
import { useAuthSubmit } from '../api/authenticate';

type Mode = 'login' | 'register';

const TEXT: Record<
  Mode,
  {
    heading: string;
    cardTitle: string;
    cardDescription: string;
    toggle: string;
    toggleTo: string;
    submit: string;
  }
> = {
  login: {
    heading: 'Sign in to your account',
    cardTitle: 'Welcome Back',
    cardDescription: 'Pick up where you left off on your move from the classroom.',
    toggle: "Don't have an account? Sign up",
    toggleTo: paths.signup.href(),
    submit: 'Sign In',
  },
  register: {
    heading: 'Create your account',
    cardTitle: 'Get Started',
    cardDescription: 'Free to join. Find the role that fits the skills you already use every day.',
    toggle: 'Already have an account? Sign in',
    toggleTo: paths.login.href(),
    submit: 'Create Account',
  },
};

/** The spec's error catalogue for login and registration (part-1 §8). */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.body === undefined
      ? 'Authentication failed'
      : `Authentication failed (${error.status})`;
  }
  if (error instanceof TypeError)
    return 'Unable to connect to server. Please check your connection and try again.';
  return 'Network error. Please try again.';
}

/** What the forgot-password page is handed: the address she had typed here, if any. */
export interface ForgotPasswordState {
  email?: string;
}

/**
 * Sign-in at /login, sign-up at /signup (walk-through M4: each its own address, linked to the
 * other). `notice`: what happened before she came here (a new password was set); `reason`: one
 * plain line saying why she was sent here ("Sign in to see your dashboard."), never an error.
 * Styled by the first view's class lists rather than the UI kit's components, whose `cn` would
 * bring tailwind-merge: these pages load the entry and little else (ADR 015).
 */
export function LoginForm({
  mode,
  notice,
  reason,
}: {
  mode: Mode;
  notice?: string;
  reason?: string;
}) {
  const [values, setValues] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const auth = useAuthSubmit(mode);
  const ids = { form: useId(), error: useId() };
  const text = TEXT[mode];
  const fieldErrors = auth.error instanceof ApiError ? (auth.error.fields ?? {}) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    auth.submit({ ...values, email: values.email.trim() });
  };
  const bind = (name: keyof typeof values) => ({
    id: `${ids.form}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${ids.form}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof typeof values) =>
    fieldErrors[name] ? (
      <p id={`${ids.form}-${name}-error`} className="text-sm text-red-700">
        {fieldErrors[name]}
      </p>
    ) : null;

  const textField = (
    name: 'firstName' | 'lastName' | 'email',
    label: string,
    attributes: Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'maxLength'>,
  ) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${ids.form}-${name}`} className={fieldStyles.label}>
        {label}
      </label>
      <input className={fieldStyles.input} {...bind(name)} {...attributes} required />
      {fieldError(name)}
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="mb-6 text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {text.heading}
      </h1>
      <div className={cardStyles.root}>
        <div className={cardStyles.header}>
          <h2 className={cardStyles.title}>{text.cardTitle}</h2>
          <p className={cardStyles.description}>{text.cardDescription}</p>
        </div>
        <div className={cardStyles.content}>
          {reason ? (
            <p role="status" className="mb-4 text-sm text-slate-800">
              {reason}
            </p>
          ) : null}
          {notice && mode === 'login' ? (
            <p
              role="status"
              className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
            >
              {notice}
            </p>
          ) : null}
          <form
            className="grid gap-4"
            onSubmit={onSubmit}
            aria-describedby={auth.isError ? ids.error : undefined}
          >
            {mode === 'register' ? (
              <div className="grid gap-4 sm:grid-cols-2">
                {textField('firstName', 'First name', {
                  autoComplete: 'given-name',
                  maxLength: 80,
                })}
                {textField('lastName', 'Last name', { autoComplete: 'family-name', maxLength: 80 })}
              </div>
            ) : null}
            {textField('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
            <div className="grid gap-1.5">
              <label htmlFor={`${ids.form}-password`} className={fieldStyles.label}>
                Password
              </label>
              <PasswordInput
                {...bind('password')}
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={200}
              />
              {mode === 'register' ? (
                <p className="text-xs text-slate-600">At least {PASSWORD_MIN_LENGTH} characters.</p>
              ) : null}
              {fieldError('password')}
              {mode === 'login' ? (
                <Link
                  to={paths.forgotPassword.href()}
                  state={{ email: values.email.trim() || undefined } satisfies ForgotPasswordState}
                  className="w-fit justify-self-end rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  Forgot your password?
                </Link>
              ) : null}
            </div>
            {auth.isError ? (
              <p
                id={ids.error}
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              >
                {authErrorMessage(auth.error)}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={auth.isPending}
              className={buttonVariants({ className: 'w-full' })}
            >
              {auth.isPending ? 'Processing...' : text.submit}
            </button>
          </form>
          <div className="mt-4 flex flex-col items-center gap-3 text-sm">
            <Link
              to={text.toggleTo}
              className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {text.toggle}
            </Link>
            <Link
              to={paths.home.href()}
              className="text-slate-700 underline-offset-4 hover:underline"
            >
              Back to home
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
