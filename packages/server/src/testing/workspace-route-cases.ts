import { randomUUID } from 'node:crypto';
import {
  adminOnly,
  elsewhere,
  freshInvite,
  freshProject,
  manage,
  memberList,
  orgManage,
  orgSee,
  type RouteCase,
  see,
  signedIn,
  ticketUploaderToo,
} from './route-rules.js';
import { addFolder, addStory } from './world.js';

/** Organizations, projects, folders and interviews, against either tenant. */
export const workspaceRouteCases: RouteCase[] = [
  // Organizations.
  { route: 'GET /organization', build: () => ({ url: '/organization' }), expect: memberList() },
  { route: 'GET /organization/admin/all', build: () => ({ url: '/organization/admin/all' }), expect: adminOnly() },
  {
    route: 'POST /organization/create',
    build: () => ({
      url: '/organization/create',
      body: { organization_name: 'New', organizational_code: `new-${randomUUID().slice(0, 8)}` },
    }),
    expect: adminOnly(201),
  },
  { route: 'GET /organization/:code', build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}` }), expect: orgSee() },
  {
    route: 'PUT /organization/:code/edit',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/edit`, body: { settings: { filler_words: false } } }),
    expect: orgManage(),
  },
  {
    route: 'GET /organization/:code/logo',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/logo` }),
    expect: orgSee(),
  },
  {
    route: 'POST /organization/:code/invites',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/invites`, body: { email: 'invitee@x.org' } }),
    expect: orgManage(201),
  },
  {
    route: 'POST /organization/:code/accept',
    build: async (db) => ({ url: `/organization/${await freshInvite(db)}/accept` }),
    expect: signedIn(),
  },
  {
    route: 'POST /organization/:code/lock_unsecure_prep_sessions',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/lock_unsecure_prep_sessions`, body: { password: 'secret-123' } }),
    expect: orgManage(),
  },
  {
    route: 'POST /prepsession/all',
    build: (_db, _w, t) => ({ url: '/prepsession/all', body: { count: true, org_id: t.organization.id } }),
    expect: orgManage(),
  },
  // Projects.
  { route: 'GET /projects', build: () => ({ url: '/projects' }), expect: memberList() },
  {
    route: 'GET /organization/:code/projects',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/projects` }),
    expect: orgSee(),
  },
  {
    route: 'POST /projects/create',
    build: (_db, _w, t) => ({ url: '/projects/create', body: { name: 'Created', org_code: t.organization.code } }),
    expect: orgManage(201),
  },
  { route: 'GET /projects/:id', build: (_db, _w, t) => ({ url: `/projects/${t.project}` }), expect: see() },
  {
    route: 'PUT /projects/:id/edit',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/edit`, body: { description: 'Edited' } }),
    expect: manage(),
  },
  {
    route: 'DELETE /projects/:id/removeme',
    build: async (db, w, t, role) => {
      const project = await freshProject(db, t);
      const account = role === 'anonymous' ? undefined : w.users[role];
      if (account)
        await db.insertInto('project_members').values({ project_id: project.id, user_id: account.id, role: 'project_member' }).execute();
      return { url: `/projects/${project.id}/removeme` };
    },
    expect: memberList(),
  },
  {
    route: 'POST /projects/join/:code',
    build: async (db) => ({ url: `/projects/join/${(await elsewhere(db)).project.joinCode}` }),
    expect: memberList(),
  },
  { route: 'GET /projects/:id/role', build: (_db, _w, t) => ({ url: `/projects/${t.project}/role` }), expect: see() },
  {
    route: 'GET /projects/:id/stories',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/stories?pageSize=25&sort=record_date` }),
    expect: see(),
  },
  { route: 'GET /projects/:id/folders', build: (_db, _w, t) => ({ url: `/projects/${t.project}/folders` }), expect: see() },
  {
    route: 'POST /projects/:id/tickets',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/tickets`, body: {} }),
    expect: manage(201),
  },
  {
    route: 'POST /ticket/:id',
    build: async (db) => {
      const id = `ticket-${randomUUID()}`;
      await db
        .insertInto('tickets')
        .values({ id, project_id: (await elsewhere(db)).project.id })
        .execute();
      return { url: `/ticket/${id}`, body: {} };
    },
    expect: signedIn(),
  },
  // Folders.
  {
    route: 'POST /folders/create',
    build: (_db, _w, t) => ({ url: '/folders/create', body: { name: 'New folder', project: t.project } }),
    expect: manage(201),
  },
  {
    route: 'POST /folders/bulk_add',
    build: async (db, _w, t) => ({ url: '/folders/bulk_add', body: { storiesId: [await addStory(db, t, 'Bulk')], foldersId: [t.folder] } }),
    expect: manage(),
  },
  {
    route: 'POST /folders/bulk_remove',
    build: (_db, _w, t) => ({ url: '/folders/bulk_remove', body: { storiesId: [t.stories[2]], foldersId: [t.folder] } }),
    expect: manage(),
  },
  { route: 'GET /folders/:id', build: (_db, _w, t) => ({ url: `/folders/${t.folder}` }), expect: see() },
  {
    route: 'GET /folders/:id/stories',
    build: (_db, _w, t) => ({ url: `/folders/${t.folder}/stories?pageSize=15&page=1&search=&sort=title&direction=asc` }),
    expect: see(),
  },
  {
    route: 'PUT /folders/:id/edit',
    build: (_db, _w, t) => ({ url: `/folders/${t.folder}/edit`, body: { description: 'Edited' } }),
    expect: manage(),
  },
  { route: 'DELETE /folders/:id', build: async (db, _w, t) => ({ url: `/folders/${await addFolder(db, t, 'Doomed')}` }), expect: manage() },
  // Interviews.
  { route: 'GET /stories/', build: () => ({ url: '/stories/?pageSize=15&page=1&sort=record_date&direction=desc' }), expect: memberList() },
  { route: 'GET /stories/all', build: () => ({ url: '/stories/all?search=First' }), expect: memberList() },
  { route: 'GET /stories/recent', build: () => ({ url: '/stories/recent?limit=6' }), expect: memberList() },
  { route: 'GET /tickets/mine', build: () => ({ url: '/tickets/mine' }), expect: signedIn() },
  {
    route: 'POST /stories/clips/v2',
    build: (_db, _w, t) => ({ url: '/stories/clips/v2', body: { data: { ids: t.stories } } }),
    expect: memberList(),
  },
  { route: 'GET /stories/:id', build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}` }), expect: ticketUploaderToo(see()) },
  {
    route: 'DELETE /stories/:id',
    build: async (db, _w, t) => ({ url: `/stories/${await addStory(db, t, 'Doomed')}` }),
    expect: ticketUploaderToo(manage()),
  },
  {
    route: 'PATCH /stories/:id/edit',
    build: async (db, _w, t) => ({ url: `/stories/${await addStory(db, t, 'Filed')}/edit`, body: { foldersId: [t.folder] } }),
    expect: manage(),
  },
  { route: 'GET /stories/:id/list_files', build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/list_files` }), expect: see() },
  {
    route: 'POST /stories/:id/add_file',
    build: (_db, _w, t) => ({
      url: `/stories/${t.stories[1]}/add_file`,
      body: { title: 'Notes', file_name: 'notes.txt', content_type: 'text/plain', data: Buffer.from('Interview notes').toString('base64') },
    }),
    expect: see(201),
  },
  {
    route: 'PUT /stories/:id/edit_file/:fileId',
    build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/edit_file/${t.file}`, body: { release_form: true } }),
    expect: see(),
  },
];
