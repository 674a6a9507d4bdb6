import { randomUUID } from 'node:crypto';
import type { AdminTrackingTag } from '#shared/admin/tracking-tag-rules.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';
import { storedOfKind } from '../test/stored.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 6).toUpperCase();

beforeAll(async () => {
  staff = await loggedInStaff();
});

const publicTags = async () => (await invokeRoute('GET', '/api/tracking-tags/active')).json as { name: string; tagId: string }[];

describe('Marketing Tags: what staff save is what the site loads', () => {
  it('a created tag is listed for staff and in the public active list; edited, it changes there; deleted, it is gone', async () => {
    // Act: create
    const created = await invokeRoute('POST', '/api/tracking-tags', { ...staff, body: { name: `GA ${run}`, tagType: 'google_analytics', tagId: `G-${run}1` } });
    const tag = created.json as AdminTrackingTag;

    // Assess: listed for staff and the public
    expect(created.statusCode).toBe(201);
    expect(((await invokeRoute('GET', '/api/tracking-tags', staff)).json as AdminTrackingTag[]).map((row) => row.id)).toContain(tag.id);
    expect(await publicTags()).toContainEqual(expect.objectContaining({ name: `GA ${run}`, tagId: `G-${run}1` }));

    // Act: deactivate
    const updated = await invokeRoute('PUT', `/api/tracking-tags/${tag.id}`, { ...staff, body: { name: `GA ${run}`, tagType: 'google_analytics', tagId: `G-${run}2`, isActive: false } });
    expect(updated.statusCode).toBe(200);
    expect((await publicTags()).map((row) => row.name)).not.toContain(`GA ${run}`);

    // Act: delete
    const deleted = await invokeRoute('DELETE', `/api/tracking-tags/${tag.id}`, staff);
    expect(deleted.statusCode).toBe(204);
    expect((await storedOfKind('TRACKING_TAG')).map((item) => item.id)).not.toContain(tag.id);

    // Assess: three audit records with before and after
    const audit = await listAuditForTarget(`tracking-tag#${tag.id}`);
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['tracking-tag.create', INTEGRATION_ADMIN.username],
      ['tracking-tag.update', INTEGRATION_ADMIN.username],
      ['tracking-tag.delete', INTEGRATION_ADMIN.username],
    ]);
    expect(audit[1]).toMatchObject({ before: { tagId: `G-${run}1`, isActive: true }, after: { tagId: `G-${run}2`, isActive: false } });
  });

  it('refuses an id in the wrong format and a request without a session, storing nothing', async () => {
    // Act
    const bad = await invokeRoute('POST', '/api/tracking-tags', { ...staff, body: { name: `Bad ${run}`, tagType: 'google_tag_manager', tagId: 'G-12345' } });
    const anonymous = await invokeRoute('POST', '/api/tracking-tags', { body: { name: `Anon ${run}`, tagType: 'google_analytics', tagId: 'G-ABCDE' } });

    // Assess
    expect(bad.statusCode).toBe(400);
    expect(bad.json.fieldErrors).toEqual({ tagId: 'A Google Tag Manager container ID looks like GTM-XXXXXXX (GTM- then capital letters and digits)' });
    expect(anonymous.statusCode).toBe(401);
    const names = (await storedOfKind('TRACKING_TAG')).map((item) => item.name);
    expect(names).not.toContain(`Bad ${run}`);
    expect(names).not.toContain(`Anon ${run}`);
  });
});
