import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BouncedAddress } from '@/client/features/account/components/bounced-address';

afterEach(cleanup);

describe('the account page when her address bounced', () => {
  it('says our emails are not reaching her address and takes her to where she changes it', () => {
    render(<BouncedAddress email="maria@school.example" bounced changeAnchor="change-email" />);
    const notice = screen.getByRole('region', { name: 'Our emails are not reaching you' });
    expect(notice.textContent).toContain('maria@school.example');
    expect(notice.textContent).toMatch(/password reset links .* cannot reach you/);
    expect(notice.textContent).toMatch(/check that the address is spelled right/);
    const change = screen.getByRole('link', { name: 'change your email address' });
    expect(change.getAttribute('href')).toBe('#change-email');
  });

  it('shows nothing while her address works or before the server has said', () => {
    const { container, rerender } = render(
      <BouncedAddress email="maria@school.example" bounced={false} changeAnchor="change-email" />,
    );
    expect(container.textContent).toBe('');
    rerender(
      <BouncedAddress
        email="maria@school.example"
        bounced={undefined}
        changeAnchor="change-email"
      />,
    );
    expect(container.textContent).toBe('');
  });
});
