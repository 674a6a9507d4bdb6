/**
 * The public lists show only what staff marked active: an inactive testimonial, phone number, tracking tag or content
 * item stored beside an active one is left out of what the site reads.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { contentItem } from '../data/content-items.ts';
import { phoneConfigItem } from '../data/phone-configs.ts';
import { tableName } from '../data/table.ts';
import { testimonialItem } from '../data/testimonials.ts';
import { trackingTagItem } from '../data/tracking-tags.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { invokeRoute } from './invoke-route.ts';

const run = `${Date.now()}`;
const stored: { pk: string; sk: string }[] = [];

async function store(item: Record<string, unknown> & { pk: string; sk: string }) {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
  stored.push({ pk: item.pk, sk: item.sk });
}

afterAll(async () => {
  for (const Key of stored) await documentClient.send(new DeleteCommand({ TableName: tableName(), Key }));
});

const now = new Date().toISOString();

describe('the public lists leave out what staff switched off', () => {
  it('GET /api/testimonials shows the active testimonial and not the inactive one', async () => {
    // Prepare
    const base = { position: 'Founder', company: 'Reed Ltd', rating: 5, content: 'Set up in a day.', createdAt: now };
    await store(testimonialItem({ ...base, id: `on-${run}`, name: `Shown ${run}`, isActive: true }));
    await store(testimonialItem({ ...base, id: `off-${run}`, name: `Hidden ${run}`, isActive: false }));

    // Act
    const response = await invokeRoute('GET', '/api/testimonials');

    // Assess
    expect(response.statusCode).toBe(200);
    const names = response.json.map((row: { name: string }) => row.name);
    expect(names).toContain(`Shown ${run}`);
    expect(names).not.toContain(`Hidden ${run}`);
    // Staff-only fields stay in the table.
    expect(Object.keys(response.json.find((row: { name: string }) => row.name === `Shown ${run}`)).sort()).toEqual(
      ['company', 'content', 'id', 'name', 'position', 'rating'],
    );
  });

  it('GET /api/phone-numbers gives the active number and not the inactive one', async () => {
    await store(phoneConfigItem({ id: `on-${run}`, configKey: `on-${run}`, phoneNumber: '+971500000111', displayName: 'On', isActive: true, updatedAt: now }));
    await store(phoneConfigItem({ id: `off-${run}`, configKey: `off-${run}`, phoneNumber: '+971500000222', displayName: 'Off', isActive: false, updatedAt: now }));

    const response = await invokeRoute('GET', '/api/phone-numbers');

    expect(response.statusCode).toBe(200);
    const keys = response.json.map((row: { configKey: string }) => row.configKey);
    expect(keys).toContain(`on-${run}`);
    expect(keys).not.toContain(`off-${run}`);
  });

  it('GET /api/tracking-tags/active gives the active tag and not the inactive one', async () => {
    const base = { tagType: 'google_analytics' as const, createdAt: now };
    await store(trackingTagItem({ ...base, id: `on-${run}`, name: `On ${run}`, tagId: 'G-ACTIVE123', isActive: true }));
    await store(trackingTagItem({ ...base, id: `off-${run}`, name: `Off ${run}`, tagId: 'G-INACTIVE99', isActive: false }));

    const response = await invokeRoute('GET', '/api/tracking-tags/active');

    expect(response.statusCode).toBe(200);
    const names = response.json.map((row: { name: string }) => row.name);
    expect(names).toContain(`On ${run}`);
    expect(names).not.toContain(`Off ${run}`);
  });

  it('GET /api/content/{key} answers an active text and 404 for an inactive one', async () => {
    await store(contentItem({ key: `on_${run}`, title: 'On', content: `Active text ${run}`, isActive: true, updatedAt: now }));
    await store(contentItem({ key: `off_${run}`, title: 'Off', content: `Inactive text ${run}`, isActive: false, updatedAt: now }));

    const active = await invokeRoute('GET', `/api/content/on_${run}`);
    const inactive = await invokeRoute('GET', `/api/content/off_${run}`);

    expect(active.statusCode).toBe(200);
    expect(active.json.value).toBe(`Active text ${run}`);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.body).not.toContain(`Inactive text ${run}`);
  });
});
