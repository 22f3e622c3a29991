// @vitest-environment jsdom
import { ContactApi, type ContactForm, messages, workspaceMessages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderApp } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

function withContact(fail = false) {
  const services = createTestServices();
  const sent: ContactForm[] = [];
  services.container.bind(ContactApi).toConstantValue({
    send: async (form: ContactForm) => {
      if (fail) throw new Error('mail server down');
      sent.push(form);
    },
  });
  return { services, sent };
}

describe('the built-in marketing pages', () => {
  it('say what Storykeep is on the welcome page and lead on to the other pages', async () => {
    const { services } = withContact();
    const { router } = renderApp(services, '/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'From the first call to the public page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'FAQ', level: 1 })).toBeTruthy();
    expect(screen.getByText('Where are the recordings kept?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/FAQ');
  });

  it('check the contact form before sending it, send it, and say so', async () => {
    const { services, sent } = withContact();
    renderApp(services, '/about-us');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(workspaceMessages.fieldRequired)).toHaveLength(2);
    expect(screen.getByText(workspaceMessages.emailInvalid)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'We would like to try Storykeep.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await findNotice(messages.contactSent);
    expect(sent).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        message: 'We would like to try Storykeep.',
        location: expect.stringContaining('/about-us'),
      },
    ]);
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(''));
  });

  it('say when the form could not be sent, keeping what was typed', async () => {
    const { services } = withContact(true);
    renderApp(services, '/signup');
    fireEvent.change(await screen.findByRole('textbox', { name: /Name/ }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await findNotice(messages.contactFailed);
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Ada');
  });
});
