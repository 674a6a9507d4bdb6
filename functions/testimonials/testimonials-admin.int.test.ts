import { getTestimonial } from '../data/testimonials.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';
import { storedOfKind } from '../test/stored.ts';

let staff: StaffRequest;
const name = `Tess ${Date.now().toString(36)}`;
const fields = { name, position: 'Founder', company: 'Tess Ltd', rating: 5, content: 'Licensed in a day.', imageUrl: '', isActive: true };
const publicNames = async () => (await invokeRoute('GET', '/api/testimonials')).json.map((row: { name: string }) => row.name);

beforeAll(async () => {
  staff = await loggedInStaff();
});

describe('Testimonials: staff create, deactivate and delete, and the public list follows', () => {
  it('shows a created testimonial publicly, hides it once deactivated, and forgets it once deleted, with each step audited', async () => {
    // Act 1: create
    const created = await invokeRoute('POST', '/api/admin/testimonials', { ...staff, body: fields });
    const id = created.json.id as string;

    // Assess 1
    expect(created.statusCode).toBe(201);
    expect(await publicNames()).toContain(name);

    // Act 2: deactivate
    const deactivated = await invokeRoute('PUT', `/api/admin/testimonials/${id}`, { ...staff, body: { ...fields, isActive: false } });

    // Assess 2: gone from the public list, still in the staff list
    expect(deactivated.statusCode).toBe(200);
    expect(await publicNames()).not.toContain(name);
    const all = (await invokeRoute('GET', '/api/admin/testimonials', staff)).json as { id: string; isActive: boolean }[];
    expect(all.find((row) => row.id === id)).toMatchObject({ isActive: false });

    // Act 3: delete
    const deleted = await invokeRoute('DELETE', `/api/admin/testimonials/${id}`, staff);

    // Assess 3
    expect(deleted.statusCode).toBe(204);
    expect(await getTestimonial(id)).toBeUndefined();
    expect((await listAuditForTarget(`testimonial#${id}`)).map((entry) => entry.action)).toEqual(['testimonial.create', 'testimonial.update', 'testimonial.delete']);
  });

  it('records who added, changed and deleted a testimonial, with what it said before and after each change', async () => {
    // Prepare
    const quoted = { ...fields, name: `Audit ${name}` };
    const created = await invokeRoute('POST', '/api/admin/testimonials', { ...staff, body: quoted });
    const id = created.json.id as string;

    // Act
    await invokeRoute('PUT', `/api/admin/testimonials/${id}`, { ...staff, body: { ...quoted, rating: 4, content: 'Licensed in two days.' } });
    await invokeRoute('DELETE', `/api/admin/testimonials/${id}`, staff);

    // Assess: three records, oldest first, each naming the member of staff
    const records = await listAuditForTarget(`testimonial#${id}`);
    expect(records.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
      { actor: 'integration-admin', action: 'testimonial.create', before: undefined, after: quoted },
      {
        actor: 'integration-admin',
        action: 'testimonial.update',
        before: quoted,
        after: { ...quoted, rating: 4, content: 'Licensed in two days.' },
      },
      { actor: 'integration-admin', action: 'testimonial.delete', before: { ...quoted, rating: 4, content: 'Licensed in two days.' }, after: undefined },
    ]);
  });

  it('stores nothing for an invalid testimonial', async () => {
    // Prepare
    const invalidName = `Invalid ${Date.now().toString(36)}`;

    // Act
    const response = await invokeRoute('POST', '/api/admin/testimonials', { ...staff, body: { ...fields, name: invalidName, rating: 6 } });

    // Assess
    expect(response.statusCode).toBe(400);
    expect((await storedOfKind('TESTIMONIAL')).filter((item) => item.name === invalidName)).toEqual([]);
  });
});
