// @vitest-environment jsdom
import { HealthApi } from '@storykeep/core';
import { FakeHealthApi } from '@storykeep/core/testing';
import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../shared/container-context.js';
import { HomePage } from './home-page.js';

function renderHome(api: FakeHealthApi) {
  const container = new Container();
  container.bind(HealthApi).toConstantValue(api);
  return render(
    <ContainerProvider value={container}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </ContainerProvider>,
  );
}

describe('HomePage', () => {
  it('titles the page with the product name and shows the server status', async () => {
    renderHome(new FakeHealthApi({ status: 'ok', version: '9.9.9', database: 'postgres' }));
    expect(await screen.findByText(/Server is up · database postgres · version 9\.9\.9/)).toBeTruthy();
    expect(document.title).toBe('Storykeep');
  });

  it('says so when the server does not answer', async () => {
    renderHome(new FakeHealthApi(new Error('offline')));
    expect(await screen.findByText('Server is not answering')).toBeTruthy();
  });
});
