import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Vips from 'wasm-vips';
import { listAuditForTarget } from '../data/audit-log.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

type Upload = { address: string; width: number; height: number; variants: { path: string; width: number; height: number; contentType: string }[] };

let staff: StaffRequest;
let vips: Awaited<ReturnType<typeof Vips>>;
const mediaDir = () => process.env.MEDIA_DIR!;
const storedUploads = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).sort() : []);

/** A photograph-like test image of the given size and format, made here (no binary fixture in the repository). */
function testImage(width: number, height: number, format: 'jpg' | 'png' | 'webp'): string {
  const pattern = vips.Image.sines(width, height).linear(100, 128).cast('uchar');
  const image = pattern.bandjoin([vips.Image.zone(width, height).linear(100, 128).cast('uchar'), pattern]);
  return Buffer.from(image.writeToBuffer(`.${format}`)).toString('base64');
}

const upload = (image: string, request: Partial<StaffRequest> = staff) => invokeRoute('POST', '/api/cms/media', { ...request, body: { image } });

beforeAll(async () => {
  staff = await loggedInStaff();
  vips = await Vips({ dynamicLibraries: ['vips-heif.wasm'] });
}, 60_000);

describe('CMS Editor: staff upload a photograph for an image slot', () => {
  it('answers 201 with the slot address, and stores AVIF and WebP variants at 480, 960 and 1440 px that decode as such', async () => {
    // Prepare: a 2000 x 1000 JPEG
    const jpeg = testImage(2000, 1000, 'jpg');

    // Act
    const response = await upload(jpeg);

    // Assess: the answer
    expect(response.statusCode).toBe(201);
    const body = response.json as Upload;
    expect(body.address).toMatch(/^\/media\/[0-9a-f-]{36}\/1440x720$/);
    expect(body.variants.map(({ width, height, contentType }) => `${contentType} ${width}x${height}`)).toEqual([
      'image/avif 480x240',
      'image/webp 480x240',
      'image/avif 960x480',
      'image/webp 960x480',
      'image/avif 1440x720',
      'image/webp 1440x720',
    ]);
    // Assess: each variant is stored where the site serves it, and decodes as its format at its width
    for (const variant of body.variants) {
      const stored = readFileSync(join(mediaDir(), variant.path.replace(/^\/media\//, '')));
      const decoded = vips.Image.newFromBuffer(stored);
      expect({ path: variant.path, loader: decoded.getString('vips-loader'), width: decoded.width, height: decoded.height }).toEqual({
        path: variant.path,
        loader: variant.contentType === 'image/avif' ? 'heifload_buffer' : 'webpload_buffer',
        width: variant.width,
        height: variant.height,
      });
      decoded.delete();
    }
  }, 180_000);

  it('never upscales: a 700 px wide PNG gets only its 480 px variants', async () => {
    // Act
    const response = await upload(testImage(700, 350, 'png'));

    // Assess
    expect(response.statusCode).toBe(201);
    expect((response.json as Upload).variants.map(({ width, contentType }) => `${contentType} ${width}`)).toEqual(['image/avif 480', 'image/webp 480']);
    expect((response.json as Upload).address).toMatch(/\/480x240$/);
  }, 120_000);

  it('records the upload in the audit log: who uploaded it, from where, and the address and size it got', async () => {
    // Prepare
    const png = testImage(700, 350, 'png');
    const bytes = Buffer.from(png, 'base64').byteLength;

    // Act
    const response = await upload(png);

    // Assess: one record under the photograph's id, naming the member of staff, never the image itself
    expect(response.statusCode).toBe(201);
    const address = (response.json as Upload).address;
    const id = address.split('/')[2]!;
    const records = await listAuditForTarget(`media#${id}`);
    expect(records.map(({ actor, action, target, after, ip }) => ({ actor, action, target, after, ip }))).toEqual([
      {
        actor: 'integration-admin',
        action: 'media.upload',
        target: `media#${id}`,
        after: { address: `/media/${id}/480x240`, type: 'png', bytes, variants: 2 },
        ip: '203.0.113.9',
      },
    ]);
  }, 120_000);

  it('accepts a WebP photograph', async () => {
    const response = await upload(testImage(600, 400, 'webp'));

    expect(response.statusCode).toBe(201);
  }, 120_000);

  it('refuses a file that is not a photograph by its content, whatever it is called, and stores nothing', async () => {
    // Prepare
    const before = storedUploads();
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');

    // Act
    const response = await upload(text);

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.json).toMatchObject({ message: 'Only JPEG, PNG, WebP or AVIF photographs can be uploaded.' });
    expect(storedUploads()).toEqual(before);
  });

  it('refuses a truncated JPEG it cannot read, and stores nothing', async () => {
    // Prepare: a JPEG's first bytes only
    const before = storedUploads();
    const truncated = Buffer.from(testImage(800, 600, 'jpg'), 'base64').subarray(0, 200).toString('base64');

    // Act
    const response = await upload(truncated);

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.json).toMatchObject({ message: 'The photograph could not be read. Please choose another file.' });
    expect(storedUploads()).toEqual(before);
  }, 60_000);

  it('refuses a photograph over 4 MB with 413, and stores nothing', async () => {
    // Prepare: JPEG bytes padded past 4 MB
    const before = storedUploads();
    const large = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4 * 1024 * 1024)]).toString('base64');

    // Act
    const response = await upload(large);

    // Assess
    expect(response.statusCode).toBe(413);
    expect(response.json).toMatchObject({ message: 'The photograph is larger than 4 MB. Please choose a smaller file.' });
    expect(storedUploads()).toEqual(before);
  });

  it('refuses an upload without a staff session (401) or without the CSRF token (401), and stores nothing', async () => {
    // Prepare
    const before = storedUploads();
    const jpeg = testImage(600, 400, 'jpg');

    // Act
    const anonymous = await invokeRoute('POST', '/api/cms/media', { body: { image: jpeg } });
    const forged = await upload(jpeg, { cookies: staff.cookies });

    // Assess
    expect(anonymous.statusCode).toBe(401);
    expect(forged.statusCode).toBe(401);
    expect(storedUploads()).toEqual(before);
  }, 60_000);
});
