// @vitest-environment jsdom
import { findRoute, ROUTES } from '@storykeep/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, type RoutePage, routesWithoutPage } from './route-pages.js';

afterEach(cleanup);

/** A form page whose typed e-mail lives in its own state, as the sign-in page's does. */
const FormPage: RoutePage = () => {
  const [email, setEmail] = useState('');
  return <input aria-label="Email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />;
};

describe('a page loaded on demand', () => {
  it('renders at once, without suspending, when its chunk is in before it mounts', async () => {
    const Page = lazyPage(async () => FormPage);
    const { route } = findRoute('/login');
    const first = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page route={route} />
      </Suspense>,
    );
    await screen.findByLabelText('Email');
    first.unmount();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page route={route} />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});

describe('the route table', () => {
  it('has a page of its own for every route that is not a marketing page', () => {
    expect(routesWithoutPage(ROUTES)).toEqual([]);
    const unbuilt = { ...findRoute('/login').route, id: 'unbuiltFeature', marketing: false };
    expect(routesWithoutPage([...ROUTES, unbuilt])).toEqual(['unbuiltFeature']);
  });
});
