import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BouncedAddress } from '@/client/features/account/components/bounced-address';

afterEach(cleanup);

describe('the account page when her address bounced', () => {
  it('says our emails are not reaching her address and how to get it changed', () => {
    render(
      <BouncedAddress email="maria@school.example" bounced contactEmail="hello@c2c.example" />,
    );
    const notice = screen.getByRole('region', { name: 'Our emails are not reaching you' });
    expect(notice.textContent).toContain('maria@school.example');
    expect(notice.textContent).toMatch(/password reset links .* cannot reach you/);
    expect(notice.textContent).toMatch(/check that the address is spelled right/);
    const write = screen.getByRole('link', { name: 'hello@c2c.example' });
    expect(write.getAttribute('href')).toBe('mailto:hello@c2c.example');
  });

  it('still says what to do where no contact address is configured', () => {
    render(<BouncedAddress email="maria@school.example" bounced contactEmail={undefined} />);
    expect(screen.getByRole('region').textContent).toMatch(
      /contact us from the address you use now/,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing while her address works or before the server has said', () => {
    const { container, rerender } = render(
      <BouncedAddress email="maria@school.example" bounced={false} contactEmail={undefined} />,
    );
    expect(container.textContent).toBe('');
    rerender(
      <BouncedAddress email="maria@school.example" bounced={undefined} contactEmail={undefined} />,
    );
    expect(container.textContent).toBe('');
  });
});
