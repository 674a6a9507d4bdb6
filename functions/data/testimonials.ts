import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminTestimonial, TestimonialInput } from '#shared/admin/content-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { entityItem, queryPartition, withoutKeys, writeChange } from './items.ts';
import { tableName } from './table.ts';

const KIND = 'TESTIMONIAL';

/** The Testimonial entity (spec uk-and-admin.md section 3): what the public sees, and whether it is shown. */
export type Testimonial = Omit<AdminTestimonial, 'imageUrl'> & { imageUrl?: string };

/** The audit target of a testimonial. */
export const testimonialTarget = (id: string) => `testimonial#${id}`;

/** The stored item for a testimonial, listed oldest first so staff control the order by creation. */
export function testimonialItem(testimonial: Testimonial) {
  return entityItem(KIND, testimonial.id, testimonial, {
    order: `${testimonial.createdAt}#${testimonial.id}`,
    state: testimonial.isActive ? 'active' : 'inactive',
  });
}

const key = (id: string) => ({ pk: `${KIND}#${id}`, sk: KIND });
const now = (deps: AuditDeps) => (deps.now ?? (() => new Date()))().toISOString();
const asAdmin = (item: Record<string, unknown>): AdminTestimonial => {
  const testimonial = withoutKeys<Testimonial>(item);
  return { ...testimonial, imageUrl: testimonial.imageUrl ?? '' };
};

/** The active testimonials (access pattern: the public site shows testimonials), via the by-state index. */
export async function listActiveTestimonials(): Promise<Testimonial[]> {
  return (await queryPartition('byState', `${KIND}#active`)).map((item) => withoutKeys<Testimonial>(item));
}

/** Every testimonial, active or not, oldest first (access pattern: the Testimonials tab), via the by-kind index. */
export async function listAllTestimonials(): Promise<AdminTestimonial[]> {
  return (await queryPartition('byKind', KIND)).map(asAdmin);
}

/** One testimonial by id, strongly consistent (the before value of a change). */
export async function getTestimonial(id: string): Promise<AdminTestimonial | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key(id), ConsistentRead: true }));
  return result.Item ? asAdmin(result.Item) : undefined;
}

/** Adds a testimonial, with its audit record, in one transaction; answers it as stored. */
export async function createTestimonial(input: TestimonialInput, actor: string, deps: AuditDeps & { newId?: () => string } = {}): Promise<AdminTestimonial> {
  const at = now(deps);
  const testimonial: AdminTestimonial = { ...input, id: (deps.newId ?? randomUUID)(), createdAt: at, updatedAt: at };
  await writeChange([
    { Put: { TableName: tableName(), Item: testimonialItem(testimonial), ConditionExpression: 'attribute_not_exists(pk)' } },
    auditPut({ actor, action: 'testimonial.create', target: testimonialTarget(testimonial.id), after: input }, { now: deps.now }),
  ]);
  return testimonial;
}

/** Replaces a testimonial's fields (activating or deactivating it too), with its audit record; undefined when unknown. */
export async function updateTestimonial(id: string, input: TestimonialInput, actor: string, deps: AuditDeps = {}): Promise<AdminTestimonial | undefined> {
  const before = await getTestimonial(id);
  if (!before) return undefined;
  const after: AdminTestimonial = { ...before, ...input, updatedAt: now(deps) };
  const written = await writeChange([
    { Put: { TableName: tableName(), Item: testimonialItem(after), ConditionExpression: 'attribute_exists(pk)' } },
    auditPut({ actor, action: 'testimonial.update', target: testimonialTarget(id), before: fieldsOf(before), after: input }, deps),
  ]);
  return written ? after : undefined;
}

/** Deletes a testimonial, with its audit record (what it said); false when unknown. */
export async function deleteTestimonial(id: string, actor: string, deps: AuditDeps = {}): Promise<boolean> {
  const before = await getTestimonial(id);
  if (!before) return false;
  return writeChange([
    { Delete: { TableName: tableName(), Key: key(id), ConditionExpression: 'attribute_exists(pk)' } },
    auditPut({ actor, action: 'testimonial.delete', target: testimonialTarget(id), before: fieldsOf(before) }, deps),
  ]);
}

function fieldsOf({ name, position, company, rating, content, imageUrl, isActive }: AdminTestimonial): TestimonialInput {
  return { name, position, company, rating, content, imageUrl, isActive };
}
