/** GET /api/content/{key}: the site reads one of its editable texts (e.g. hero_title); 404 when unknown or inactive. */
import * as z from 'zod';
import { getContentItem } from '../data/content-items.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';

const pathSchema = z.object({ key: z.string().regex(/^[a-z0-9_-]{1,64}$/i, 'Unknown content key') });

async function readContent({ path }: ApiRequest<undefined, z.infer<typeof pathSchema>, undefined>) {
  const item = await getContentItem(path.key);
  if (!item?.isActive) throw notFound(`No content named ${path.key}`);
  return json(200, { key: item.key, title: item.title, value: item.content });
}

export const handler = apiHandler({ path: pathSchema }, readContent);
