// @vitest-environment jsdom
import { apiFailure, interviewMessages, messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, settled } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

describe('room pages', () => {
  it('starts a room for a project and shows the link to share', { timeout: 30_000 }, async () => {
    const services = createTestServices('manager');
    await settled(services);
    renderApp(services, '/projects/p1/folders/f1/room/start');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Spring flood' } });
    fireEvent.change(screen.getByLabelText('Questions to ask'), { target: { value: 'Where?\n\n  When?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the room' }));
    const link = (await screen.findByLabelText('Link to share')) as HTMLInputElement;
    const [room] = [...services.rooms.rooms.values()];
    expect(room).toMatchObject({ projectId: 'p1', folderId: 'f1', title: 'Spring flood', questions: ['Where?', 'When?'] });
    expect(link.value).toBe(room?.roomUrl);
  });

  it('shows why a room could not be created, and creates it when asked again', { timeout: 30_000 }, async () => {
    const services = createTestServices('manager');
    await settled(services);
    const startRoom = services.rooms.startRoom.bind(services.rooms);
    let refusals = 1;
    services.rooms.startRoom = (projectId, request) => {
      if (refusals-- > 0)
        return Promise.reject(apiFailure(403, 'PASSWORD_REQUIRED', 'Calls in this organization need a session password.'));
      return startRoom(projectId, request);
    };
    renderApp(services, '/projects/p1/room/start');
    fireEvent.click(await screen.findByRole('button', { name: 'Create the room' }));
    expect(await screen.findByText('Calls in this organization need a session password.')).toBeTruthy();
    expect(services.rooms.rooms.size).toBe(0);
    // A password shorter than 8 characters is named on its field and not sent.
    fireEvent.change(screen.getByLabelText('Session password'), { target: { value: 'tea' } });
    expect(await screen.findByText(messages.sessionPasswordTooShort)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create the room' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Session password'), { target: { value: 'tea-for-two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the room' }));
    const link = (await screen.findByLabelText('Link to share')) as HTMLInputElement;
    const [room] = [...services.rooms.rooms.values()];
    expect(link.value).toBe(room?.roomUrl);
    expect(room).toMatchObject({ projectId: 'p1', folderId: null, passwordRequired: true });
  });

  it('asks a guest for name, terms and the session password, then checks the devices', { timeout: 30_000 }, async () => {
    const services = createTestServices();
    const room = await services.rooms.startRoom('p1', { title: 'Spring flood', sessionPassword: 'tea' });
    await settled(services);
    renderApp(services, `/room/session/${room.roomKey}`);
    expect(await screen.findByRole('heading', { name: 'Spring flood' })).toBeTruthy();
    const join = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Nora' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText(/Session password/), { target: { value: 'coffee' } });
    fireEvent.click(join);
    expect(await screen.findByText('That session password is not right.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Session password/), { target: { value: 'tea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your camera and microphone' })).toBeTruthy();
    // jsdom has no camera: the device message of the catalogue.
    expect((await screen.findByRole('alert')).textContent).toBe(interviewMessages.devicesNotFound);
    await waitFor(() =>
      expect(services.rooms.joins.map((j) => [j.name, j.sessionPassword])).toEqual([
        ['Nora', 'coffee'],
        ['Nora', 'tea'],
      ]),
    );
  });
});
