import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BOTTOM_TAB_BAR_HEIGHT, BottomTabBar } from './BottomTabBar.tsx';

function renderAt(path: string, showManage?: boolean) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BottomTabBar Link={NavLink} {...(showManage === undefined ? {} : { showManage })} />
    </MemoryRouter>,
  );
}

function tabNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('BottomTabBar', () => {
  it('offers Discover, Tickets and Account, linking where they say', () => {
    renderAt('/');
    expect(tabNames()).toEqual(['Discover', 'Tickets', 'Account']);
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });

  it('adds Manage only for people who manage events', () => {
    renderAt('/', false);
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  });

  it('shows Manage when asked to', () => {
    renderAt('/', true);
    expect(tabNames()).toEqual(['Discover', 'Tickets', 'Account', 'Scan', 'Manage']);
    expect(screen.getByRole('link', { name: 'Scan' }).getAttribute('href')).toBe('/scan');
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/manage');
  });

  it('marks the current tab with aria-current="page", including on pages below it', () => {
    renderAt('/tickets/42');
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('aria-current')).toBe('page');
    // Discover is "/" itself only, or it would be current everywhere.
    expect(screen.getByRole('link', { name: 'Discover' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Discover on the home page', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Discover' }).getAttribute('aria-current')).toBe('page');
  });

  it('is for phones only, and its icons are decoration', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.classList.contains('d-md-none')).toBe(true);
    expect(nav.classList.contains('fixed-bottom')).toBe(true);
    for (const icon of nav.querySelectorAll('svg')) expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(BOTTOM_TAB_BAR_HEIGHT).toBeGreaterThanOrEqual(44);
  });
});

describe('BottomTabBar with a profile photo', () => {
  it('shows the photo in place of the Account icon, the link still named by its label', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <BottomTabBar Link={NavLink} accountPhoto="/media/0b8e4a52-55f4-4b43-9d4c-2c1f3c7e9a10/320.webp" />
      </MemoryRouter>,
    );
    const account = screen.getByRole('link', { name: 'Account' });
    expect(within(account).getByTestId('profile-photo').getAttribute('src')).toContain('/media/');
  });
});
