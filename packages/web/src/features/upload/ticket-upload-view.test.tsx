// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { UploadProvider } from './upload-context.js';
import { TicketUploadView } from './upload-routes.js';

afterEach(cleanup);

describe('TicketUploadView', () => {
  it('sends each file through the ticket, says where it goes, and offers no way into the project', async () => {
    const services = createTestServices('guest');
    await settled(services);
    // Awaited: the page suspends until the upload batch's machines have loaded.
    await act(async () => {
      renderWithServices(
        services,
        <UploadProvider>
          <TicketUploadView ticket="tk-up" projectId="p1" projectName="Mill Voices" />
        </UploadProvider>,
        '/ticket/tk-up',
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Send your recordings' })).toBeTruthy();
    expect(screen.getByText(/becomes an interview in the Mill Voices collection/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Choose files'), {
      target: { files: [new File(['0123456789'], 'grandma.wav', { type: 'audio/wav' })] },
    });
    await waitFor(() => expect(services.uploads.targets).toEqual([{ projectId: 'p1', folderIds: [], ticket: 'tk-up' }]));
    const row = within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name: 'grandma.wav' });
    expect(within(row).getByRole('textbox', { name: /Title/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the project' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Open grandma.wav/ })).toBeNull();
  });
});
